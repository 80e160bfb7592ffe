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
  // Formatting a date in a time zone costs more than the rest of a cached answer: today is
  // formatted once a minute (every zone's midnight falls on a whole minute).
  let minute = NaN
  let day = ''
  return {
    now,
    today: () => {
      const instant = now()
      const thisMinute = Math.floor(instant.getTime() / 60_000)
      if (thisMinute !== minute) {
        day = todayIso(instant)
        minute = thisMinute
      }
      return day
    },
  }
}
