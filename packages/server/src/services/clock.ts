import { todayIso } from '@recur/api'

/**
 * The server's one source of "now": the wall clock in production, a fixed instant in tests.
 * `today()` is the calendar date in Lagos, the product's only time zone.
 */
export interface Clock {
  now(): Date
  today(): string
}

export function createClock(now: () => Date = () => new Date()): Clock {
  return { now, today: () => todayIso(now()) }
}
