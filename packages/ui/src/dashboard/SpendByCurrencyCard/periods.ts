import { ALL_TIME, GRAPH_MONTH_NAMES } from '@recur/api/contract'
import { parseIsoDate } from '../../format'

export interface SpendPeriodOption {
  /** What the API takes: 'all-time', a month 'YYYY-MM' or a year 'YYYY'. */
  id: string
  label: string
}

/**
 * The period picker's choices (spec §2): All-time; each month of the current year up to and
 * including the current one ('January 2026' … 'November 2026'); then each year from
 * `firstYear` to the current one ('2023' … '2026'). `today` is 'YYYY-MM-DD' in the user's time
 * zone; a date that isn't one leaves All-time alone.
 */
export function spendPeriodOptions(today: string, firstYear: number): SpendPeriodOption[] {
  const options: SpendPeriodOption[] = [{ id: ALL_TIME, label: 'All-time' }]
  const date = parseIsoDate(today)
  if (!date) return options
  const year = date.getFullYear()
  for (let month = 0; month <= date.getMonth(); month++) {
    options.push({
      id: `${year}-${String(month + 1).padStart(2, '0')}`,
      label: `${GRAPH_MONTH_NAMES[month]} ${year}`,
    })
  }
  for (let y = firstYear; y <= year; y++) options.push({ id: String(y), label: String(y) })
  return options
}

/** The words for a period id, e.g. '2026-03' → 'March 2026'; an unknown id reads as itself. */
export function spendPeriodLabel(id: string): string {
  if (id === ALL_TIME) return 'All-time'
  const month = /^(\d{4})-(\d{2})$/.exec(id)
  const name = month ? GRAPH_MONTH_NAMES[Number(month[2]) - 1] : undefined
  return month && name ? `${name} ${month[1]}` : id
}
