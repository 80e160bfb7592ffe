import type { Currency, CurrencySpendRow, ViewStatus } from '@recur/api/contract'
import { useMemo } from 'react'
import { findCurrency, formatAmount } from '../../format'
import { NativeSelect } from '../../primitives/NativeSelect'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { CardBody, CardStatus, DashboardCard, PickerSlot } from '../DashboardCard'
import { DoughnutChart } from '../DoughnutChart'
import { spendPeriodOptions } from './periods'

/** Spec §9: the currency doughnut's hollow is 65% of its radius. */
export const CURRENCY_CUTOUT = 0.65

export interface SpendByCurrencyCardProps {
  status: ViewStatus
  /** GET /dashboard/spend-by-currency?period=…: each currency's share and its total in itself. */
  rows?: readonly CurrencySpendRow[]
  /** The chosen period (controlled): 'all-time', 'YYYY-MM' or 'YYYY'. */
  period: string
  onPeriodChange: (period: string) => void
  /** Today, 'YYYY-MM-DD' in the user's time zone: which months and years the picker offers. */
  today: string
  /** The picker's first year (the contract's FIRST_PICKER_YEAR, 2023). */
  firstYear: number
  /** For each currency's sign (GET /currencies). */
  currencies: readonly Currency[]
  onRetry?: () => void
}

/**
 * 'Spend By Currency' (spec §2): a doughnut (65% cutout) whose legend lists each currency code
 * with its amount, in its own sign, and its share; a period picker offers All-time, a month of
 * this year so far, or a year from `firstYear` to this one.
 */
export function SpendByCurrencyCard({
  status,
  rows = [],
  period,
  onPeriodChange,
  today,
  firstYear,
  currencies,
  onRetry,
}: SpendByCurrencyCardProps) {
  const options = useMemo(() => spendPeriodOptions(today, firstYear), [today, firstYear])
  const data = useMemo(
    () =>
      rows.map((row, i) => ({
        id: `${i}:${row.code}`,
        label: row.code,
        value: row.percentage,
        detail: formatAmount(row.total_amount, { currency: findCurrency(row.code, currencies) }),
      })),
    [rows, currencies],
  )
  return (
    <DashboardCard
      title="Spend By Currency"
      controls={
        <PickerSlot data-wide>
          <NativeSelect
            label={<VisuallyHidden>Period</VisuallyHidden>}
            options={options}
            value={period}
            onChange={onPeriodChange}
          />
        </PickerSlot>
      }
    >
      <CardBody>
        {status === 'ready' ? (
          <DoughnutChart
            data={data}
            cutout={CURRENCY_CUTOUT}
            label="Spend by currency"
            emptyMessage="No spending in this period"
          />
        ) : (
          <CardStatus status={status} onRetry={onRetry} />
        )}
      </CardBody>
    </DashboardCard>
  )
}
