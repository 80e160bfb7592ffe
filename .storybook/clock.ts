import timekeeper from 'timekeeper'

/**
 * Storybook's "now": every story, fixture and MSW handler sees the same date, so "3 days left",
 * month pickers and calendars read the same in every run and in every screenshot.
 *
 * Time keeps moving from this instant at the real pace (timekeeper's `travel`, not `freeze`):
 * polling, debounces and react-aria's press timing rely on it. Only `Date` is replaced; timers
 * and `performance.now()` are the browser's own.
 *
 * preview.tsx imports this module first, so it runs before any fixture module computes a date.
 */
export const STORYBOOK_NOW = new Date('2026-11-15T09:00:00+01:00')

timekeeper.travel(STORYBOOK_NOW)
