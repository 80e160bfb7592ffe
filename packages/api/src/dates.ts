/** Calendar dates as the API carries them: 'YYYY-MM-DD', in the product's time zone. */

/** Spec §9: the product's one time zone, GMT+1. */
export const PRODUCT_TIME_ZONE = 'Africa/Lagos'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * A 'YYYY-MM-DD' date as that day's local midnight, as date-fns' `parseISO` reads it, for date
 * arithmetic: the forms need no more than this of `parseISO`'s general ISO 8601 parser (1.2 kB
 * on both subscription forms). Anything else is an invalid Date.
 */
export function isoDateToLocal(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate)
  if (!match) return new Date(NaN)
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(0)
  // setFullYear, not the constructor: new Date(99, …) would mean 1999.
  date.setFullYear(y, m - 1, d)
  date.setHours(0, 0, 0, 0)
  return date
}

// Built on first use and kept: a formatter costs far more to build than to use (the server asks
// for today on every request), and building it at import time would cost pages that never ask.
let lagosDay: Intl.DateTimeFormat | undefined

/** Today's date in Lagos, whatever the machine's own time zone. */
export function todayIso(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  lagosDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return lagosDay.format(now)
}
