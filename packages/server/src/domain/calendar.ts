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

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The number of days in a month (1–12) of a year, by the Gregorian rule. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Months since year 0 of a 'YYYY-MM…' date, so that two dates' difference counts months. */
export const monthIndex = (iso: string) =>
  Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1

/** `YYYYMMDDHHII` in Lagos (UTC+1 all year, no daylight saving) at `at`. */
export const lagosMinuteStamp = (at: Date) =>
  new Date(at.getTime() + 60 * 60_000).toISOString().slice(0, 16).replace(/\D/g, '')
