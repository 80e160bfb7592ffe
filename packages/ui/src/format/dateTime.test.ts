// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { INVALID_DATE } from './date'
import { formatTransactionDate, LAGOS_TIME_ZONE } from './dateTime'

describe('formatTransactionDate', () => {
  it.each([
    ['2026-11-18T09:30:00.000Z', 'November 18, 2026 10:30 AM'],
    ['2026-11-20T18:05:00.000Z', 'November 20, 2026 07:05 PM'],
    ['2026-01-05T23:10:00Z', 'January 06, 2026 12:10 AM'],
    ['2026-06-30T11:00:00Z', 'June 30, 2026 12:00 PM'],
    ['2026-12-31T23:59:59.999Z', 'January 01, 2027 12:59 AM'],
    ['2026-03-01T08:15:00+01:00', 'March 01, 2026 08:15 AM'],
  ])('shows %o as %s in Lagos (MMMM dd, yyyy hh:mm a)', (value, expected) => {
    expect(formatTransactionDate(value)).toBe(expected)
  })

  it('keeps GMT+1 all year: Lagos has no daylight saving', () => {
    expect(formatTransactionDate('2026-07-15T12:00:00Z')).toBe('July 15, 2026 01:00 PM')
    expect(formatTransactionDate('2026-01-15T12:00:00Z')).toBe('January 15, 2026 01:00 PM')
  })

  it('does not depend on the machine time zone', () => {
    expect(LAGOS_TIME_ZONE).toBe('Africa/Lagos')
    expect(formatTransactionDate('2026-11-18T09:30:00.000Z', 'UTC')).toBe(
      'November 18, 2026 09:30 AM',
    )
  })

  it('takes a Date', () => {
    expect(formatTransactionDate(new Date(Date.UTC(2026, 10, 18, 9, 30)))).toBe(
      'November 18, 2026 10:30 AM',
    )
  })

  it.each(['', 'yesterday', '2026-11-18', '18/11/2026 10:30', '2026-13-01T00:00:00Z', null, 5, {}])(
    'shows Invalid date for %o',
    (value) => {
      expect(formatTransactionDate(value)).toBe(INVALID_DATE)
      expect(formatTransactionDate(new Date(NaN))).toBe(INVALID_DATE)
    },
  )
})
