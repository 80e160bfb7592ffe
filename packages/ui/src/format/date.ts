import { GRAPH_MONTH_NAMES } from '@recur/api/contract'
import { addDays, addMonths, differenceInCalendarDays, isValid } from 'date-fns'

/** Spec §3 and §9: the API's calendar dates are 'YYYY-MM-DD'; lists show them as DD-MMM-YYYY. */
export const INVALID_DATE = 'Invalid date'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/**
 * A 'YYYY-MM-DD' date (or the date part of an ISO instant) as a local calendar date at midnight.
 * No time-zone shift: '2026-11-05' is the 5th wherever the browser is.
 */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const match = ISO_DATE.exec(value.trim())
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(y, m - 1, d)
  if (!isValid(date) || date.getFullYear() !== y || date.getMonth() !== m - 1) return null
  if (date.getDate() !== d) return null
  return date
}

// Written out rather than with date-fns' `format`, whose pattern parser and English locale
// would come with every page that shows a date (about 4 kB of gzip JavaScript for two patterns).
const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** A calendar date back to 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Spec §9: the list date format, e.g. '2026-11-05' → '05-Nov-2026'. */
export function formatDate(value: unknown): string {
  const date = parseIsoDate(value)
  if (!date) return INVALID_DATE
  const month = GRAPH_MONTH_NAMES[date.getMonth()]?.slice(0, 3) ?? ''
  return `${pad(date.getDate())}-${month}-${pad(date.getFullYear(), 4)}`
}

/** 'YYYY-MM-DD' moved by whole days and months (months first; 31 Jan + 1 month = 28/29 Feb). */
export function shiftIsoDate(
  value: string,
  { days = 0, months = 0 }: { days?: number; months?: number },
): string {
  const date = parseIsoDate(value)
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`)
  return toIsoDate(addDays(addMonths(date, months), days))
}

/**
 * Whole calendar days from `today` to `endDate`: 0 on the day itself, negative once it has
 * passed, null when either date is not a date.
 */
export function daysLeft(endDate: unknown, today: unknown): number | null {
  const end = parseIsoDate(endDate)
  const from = parseIsoDate(today)
  if (!end || !from) return null
  return differenceInCalendarDays(end, from)
}

/** A day count in words: 'Today', '1 day', '3 days'; 'Expired' once it has passed. */
export function formatDaysLeft(days: number | null): string {
  if (days === null) return INVALID_DATE
  if (days < 0) return 'Expired'
  if (days === 0) return 'Today'
  return days === 1 ? '1 day' : `${days} days`
}
