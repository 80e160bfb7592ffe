import { addDays, addMonths, endOfMonth, endOfWeek, format, startOfWeek } from 'date-fns'
import { parseIsoDate, toIsoDate } from '../../format'

/**
 * Weeks start on Monday: Nigeria's convention (CLDR for en-NG) and ISO 8601's, and it keeps a
 * weekend together at the end of the row.
 */
export const WEEK_STARTS_ON = 1

const MONTH = /^(\d{4})-(\d{2})$/

/** 'YYYY-MM' → the month's first day; null for anything else. */
export function parseMonth(month: string): Date | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const m = Number(match[2])
  if (m < 1 || m > 12) return null
  return new Date(Number(match[1]), m - 1, 1)
}

export function toMonth(date: Date): string {
  return format(date, 'yyyy-MM')
}

/** The month `by` months away: shiftMonth('2026-12', 1) is '2027-01'. */
export function shiftMonth(month: string, by: number): string {
  const first = parseMonth(month)
  if (!first) throw new RangeError(`Not a YYYY-MM month: ${month}`)
  return toMonth(addMonths(first, by))
}

/** 'November 2026'. */
export function monthTitle(month: string): string {
  const first = parseMonth(month)
  return first ? format(first, 'MMMM yyyy') : month
}

/** A day as the agenda heads it: '2026-11-10' → 'Tuesday 10 November'. */
export function agendaDayTitle(day: string): string {
  const date = parseIsoDate(day)
  return date ? format(date, 'EEEE d MMMM') : day
}

/**
 * The agenda's days: those of `month` with a start or an end, in order, and `today` when it is
 * in the month even without one (so the current day is always shown).
 */
export function agendaDays(month: string, days: ReadonlyMap<string, unknown>, today: string) {
  const chosen = new Set([...days.keys()].filter((day) => day.startsWith(`${month}-`)))
  if (today.startsWith(`${month}-`)) chosen.add(today)
  return [...chosen].sort()
}

/** The weekday names in grid order, short and long: [['Mon', 'Monday'], …]. */
export function weekdays(): [string, string][] {
  const monday = startOfWeek(new Date(2026, 0, 7), { weekStartsOn: WEEK_STARTS_ON })
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(monday, i)
    return [format(day, 'EEE'), format(day, 'EEEE')]
  })
}

/** The month's weeks as rows of 'YYYY-MM-DD', padded with the neighbouring months' days. */
export function monthGrid(month: string): string[][] {
  const first = parseMonth(month)
  if (!first) throw new RangeError(`Not a YYYY-MM month: ${month}`)
  const start = startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON })
  const end = endOfWeek(endOfMonth(first), { weekStartsOn: WEEK_STARTS_ON })
  const weeks: string[][] = []
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(day, i))))
  }
  return weeks
}

export type CalendarEventKind = 'starts' | 'ends'

export interface CalendarEvent<T> {
  kind: CalendarEventKind
  row: T
}

/** Each day's starts and ends (a one-day subscription has both), starts first, names in order. */
export function eventsByDay<T extends { start_date: string; end_date: string; name: string }>(
  rows: readonly T[],
): Map<string, CalendarEvent<T>[]> {
  const days = new Map<string, CalendarEvent<T>[]>()
  const add = (day: string, event: CalendarEvent<T>) => {
    if (!parseIsoDate(day)) return
    const list = days.get(day)
    if (list) list.push(event)
    else days.set(day, [event])
  }
  for (const row of rows) {
    add(row.start_date, { kind: 'starts', row })
    add(row.end_date, { kind: 'ends', row })
  }
  for (const list of days.values()) {
    list.sort(
      (a, b) =>
        (a.kind === b.kind ? 0 : a.kind === 'starts' ? -1 : 1) ||
        a.row.name.localeCompare(b.row.name),
    )
  }
  return days
}
