import { INVALID_DATE } from './date'

/** Spec §9: the wallet's time zone (Africa/Lagos, GMT+1, no daylight saving). */
export const LAGOS_TIME_ZONE = 'Africa/Lagos'

const options: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
}

const lagos = new Intl.DateTimeFormat('en-US', { ...options, timeZone: LAGOS_TIME_ZONE })

/**
 * Spec §3 and §9: a transaction's instant as 'MMMM dd, yyyy hh:mm a' in Lagos, e.g.
 * '2026-11-18T09:30:00.000Z' → 'November 18, 2026 10:30 AM'. Anything that is not an ISO 8601
 * instant (or a Date) reads 'Invalid date'.
 */
export function formatTransactionDate(value: unknown, timeZone = LAGOS_TIME_ZONE): string {
  const date = toInstant(value)
  if (!date) return INVALID_DATE
  const formatter =
    timeZone === LAGOS_TIME_ZONE
      ? lagos
      : new Intl.DateTimeFormat('en-US', { ...options, timeZone })
  const all = formatter.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => all.find((p) => p.type === type)?.value ?? ''
  // Some engines write midnight as '00' in a 12-hour clock; the format says 12.
  const hour = part('hour') === '00' ? '12' : part('hour').padStart(2, '0')
  return `${part('month')} ${part('day')}, ${part('year')} ${hour}:${part('minute')} ${part('dayPeriod').toUpperCase()}`
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value !== 'string' || !ISO_INSTANT.test(value.trim())) return null
  const date = new Date(value.trim())
  return Number.isNaN(date.getTime()) ? null : date
}
