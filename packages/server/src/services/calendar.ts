/** Whole-day arithmetic on 'YYYY-MM-DD' calendar dates (no time zone involved). */

const DAY_MS = 86_400_000

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

/** The date `days` days after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

/** The later of two dates. */
export const laterOf = (a: string, b: string) => (a >= b ? a : b)
