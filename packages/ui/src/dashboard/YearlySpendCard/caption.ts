import type { YearGraphRow } from '@recur/api/contract'
import { formatAmount, type Currency } from '../../format'
import { toNumber } from '../BarChart/axis'

/**
 * The Yearly Spend caption (spec §2: information for all the years the user has used the
 * product): the span of years with their total, e.g. 'Spend across 2024–2026: ₦1,284,650.75 in
 * total', or 'Spend in 2026: ₦363,450.50 in total' for one year. Null when there are no years.
 */
export function yearsCaption(
  years: readonly YearGraphRow[],
  currency?: Currency | null,
): string | null {
  if (years.length === 0) return null
  const sorted = years.map((row) => row.subscription_year).sort((a, b) => a - b)
  const first = sorted[0]!
  const last = sorted[sorted.length - 1]!
  const total = years.reduce((sum, row) => sum + toNumber(row.total_amount), 0)
  const span = first === last ? `in ${first}` : `across ${first}–${last}`
  return `Spend ${span}: ${formatAmount(Math.round(total * 100) / 100, { currency })} in total`
}
