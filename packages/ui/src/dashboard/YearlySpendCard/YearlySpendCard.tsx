import {
  type Currency,
  type GraphPeriod,
  type GraphRow,
  isYearRow,
  type ViewStatus,
} from '@recur/api/contract'
import { useMemo } from 'react'
import { findCurrency } from '../../format'
import { NativeSelect } from '../../primitives/NativeSelect'
import { SegmentedControl } from '../../primitives/SegmentedControl'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { BarChart, type BarDatum } from '../BarChart'
import { CardBody, CardNote, CardStatus, DashboardCard, PickerSlot } from '../DashboardCard'
import { yearsCaption } from './caption'

export interface YearlySpendCardProps {
  status: ViewStatus
  /** GET /dashboard/graph?period=…&currency=…: one bar per month or per year. */
  rows?: readonly GraphRow[]
  /** The Year/Month toggle (controlled); spec §9: month by default. */
  period: GraphPeriod
  onPeriodChange: (period: GraphPeriod) => void
  /** The chosen currency's code (controlled). */
  currency: string
  currencies: readonly Currency[]
  onCurrencyChange: (code: string) => void
  /**
   * Every year the user has used the product, with its total, in `currency`: the graph with
   * period=year, for the caption (month rows in it are ignored). When left out, the caption
   * comes from `rows` if they are years, and is left off for months.
   */
  years?: readonly GraphRow[]
  /** The year the month bars belong to (the server's: this Lagos year), said over the chart. */
  monthYear?: number
  onRetry?: () => void
}

const PERIOD_WORDS: Record<GraphPeriod, string> = { month: 'Month', year: 'Year' }
const PERIOD_OPTIONS = (['year', 'month'] as const).map((id) => ({ id, label: PERIOD_WORDS[id] }))

/**
 * 'Yearly Spend' (spec §2): a bar chart with a Year/Month toggle and a currency switch,
 * captioned with the span of years the user has used the product and their total.
 */
export function YearlySpendCard({
  status,
  rows = [],
  period,
  onPeriodChange,
  currency,
  currencies,
  onCurrencyChange,
  years,
  monthYear,
  onRetry,
}: YearlySpendCardProps) {
  const options = useMemo(
    () => currencies.map((c) => ({ id: c.code, label: c.code })),
    [currencies],
  )
  const sign = findCurrency(currency, currencies)
  const data = useMemo<BarDatum[]>(
    () =>
      rows.map((row) =>
        isYearRow(row)
          ? { label: String(row.subscription_year), value: row.total_amount }
          : {
              label: row.month_name,
              shortLabel: row.month_name.slice(0, 3),
              value: row.total_amount,
            },
      ),
    [rows],
  )
  const caption = yearsCaption((years ?? rows).filter(isYearRow), sign)
  // Month bars have no year of their own: the chart says which year they are.
  const monthsOf =
    period === 'month' && monthYear !== undefined ? `Spend by month in ${monthYear}` : null

  return (
    <DashboardCard
      title="Yearly Spend"
      controls={
        <>
          <SegmentedControl
            aria-label="Period"
            options={PERIOD_OPTIONS}
            value={period}
            onChange={onPeriodChange}
          />
          <PickerSlot>
            <NativeSelect
              label={<VisuallyHidden>Currency</VisuallyHidden>}
              options={options}
              value={currency}
              onChange={onCurrencyChange}
            />
          </PickerSlot>
        </>
      }
    >
      <CardBody>
        {status !== 'ready' ? (
          <CardStatus status={status} onRetry={onRetry} />
        ) : data.length === 0 ? (
          <CardNote>No spend recorded yet</CardNote>
        ) : (
          <>
            {monthsOf && <CardNote>{monthsOf}</CardNote>}
            <BarChart
              data={data}
              currency={sign}
              label={`${monthsOf ?? `Spend by ${PERIOD_WORDS[period].toLowerCase()}`} in ${currency}`}
              categoryLabel={PERIOD_WORDS[period]}
              valueLabel={`Amount (${currency})`}
            />
          </>
        )}
        {caption && <CardNote>{caption}</CardNote>}
      </CardBody>
    </DashboardCard>
  )
}
