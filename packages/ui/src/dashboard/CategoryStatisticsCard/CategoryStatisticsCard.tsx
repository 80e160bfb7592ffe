import type { CategorySpendRow, ViewStatus } from '@recur/api/contract'
import { useMemo } from 'react'
import { CardBody, CardStatus, DashboardCard } from '../DashboardCard'
import { DoughnutChart } from '../DoughnutChart'

/** Spec §9: the category doughnut's hollow is 70% of its radius. */
export const CATEGORY_CUTOUT = 0.7

export interface CategoryStatisticsCardProps {
  status: ViewStatus
  /** GET /dashboard/spend-by-category: each category's share of the spend. */
  rows?: readonly CategorySpendRow[]
  onRetry?: () => void
}

/** 'Category Statistics' (spec §2): a doughnut (70% cutout) with its legend below. */
export function CategoryStatisticsCard({
  status,
  rows = [],
  onRetry,
}: CategoryStatisticsCardProps) {
  const data = useMemo(
    () =>
      rows.map((row, i) => ({ id: `${i}:${row.name}`, label: row.name, value: row.percentage })),
    [rows],
  )
  return (
    <DashboardCard title="Category Statistics">
      <CardBody>
        {status === 'ready' ? (
          <DoughnutChart
            data={data}
            cutout={CATEGORY_CUTOUT}
            label="Spend by category"
            emptyMessage="No spending by category yet"
          />
        ) : (
          <CardStatus status={status} onRetry={onRetry} />
        )}
      </CardBody>
    </DashboardCard>
  )
}
