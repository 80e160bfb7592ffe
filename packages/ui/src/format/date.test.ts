// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  daysLeft,
  formatDate,
  formatDaysLeft,
  INVALID_DATE,
  parseIsoDate,
  shiftIsoDate,
  toIsoDate,
} from './date'

describe('formatDate', () => {
  it.each([
    ['2026-11-05', '05-Nov-2026'],
    ['2026-01-31', '31-Jan-2026'],
    ['2024-02-29', '29-Feb-2024'],
    ['1999-12-01', '01-Dec-1999'],
    ['2026-11-05T23:30:00.000Z', '05-Nov-2026'],
    [' 2026-03-09 ', '09-Mar-2026'],
  ])('formats %o as %s (DD-MMM-YYYY)', (value, expected) => {
    expect(formatDate(value)).toBe(expected)
  })

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '05-11-2026', '', 'soon'])(
    'shows Invalid date for %o',
    (value) => {
      expect(formatDate(value)).toBe(INVALID_DATE)
    },
  )

  it.each([null, undefined, 20261105, {}, new Date(2026, 10, 5)])(
    'shows Invalid date for the non-string %o',
    (value) => {
      expect(formatDate(value)).toBe(INVALID_DATE)
    },
  )
})

describe('parseIsoDate and toIsoDate', () => {
  it('round-trips without a time-zone shift', () => {
    for (const iso of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(toIsoDate(parseIsoDate(iso)!)).toBe(iso)
    }
  })
})

describe('shiftIsoDate', () => {
  it.each([
    ['2026-11-21', { days: -6 }, '2026-11-15'],
    ['2026-11-21', { days: -29 }, '2026-10-23'],
    ['2026-11-21', { months: -6 }, '2026-05-21'],
    ['2026-11-21', { months: 1 }, '2026-12-21'],
    ['2026-01-31', { months: 1 }, '2026-02-28'],
    ['2024-01-31', { months: 1 }, '2024-02-29'],
    ['2026-12-31', { days: 1 }, '2027-01-01'],
    ['2026-03-28', { days: 2 }, '2026-03-30'],
  ] as const)('%s shifted by %o is %s', (from, by, expected) => {
    expect(shiftIsoDate(from, by)).toBe(expected)
  })

  it('refuses a non-date', () => {
    expect(() => shiftIsoDate('2026-02-30', { days: 1 })).toThrow(RangeError)
  })
})

describe('daysLeft and formatDaysLeft', () => {
  it.each([
    ['2026-11-21', '2026-11-21', 0, 'Today'],
    ['2026-11-22', '2026-11-21', 1, '1 day'],
    ['2026-11-24', '2026-11-21', 3, '3 days'],
    ['2027-11-21', '2026-11-21', 365, '365 days'],
    ['2026-11-20', '2026-11-21', -1, 'Expired'],
    ['2026-03-30', '2026-03-28', 2, '2 days'],
  ])('from %s to %s: %i (%s)', (end, today, days, words) => {
    expect(daysLeft(end, today)).toBe(days)
    expect(formatDaysLeft(days)).toBe(words)
  })

  it('is null for a non-date, which reads Invalid date', () => {
    expect(daysLeft('nope', '2026-11-21')).toBeNull()
    expect(daysLeft('2026-11-21', undefined)).toBeNull()
    expect(formatDaysLeft(null)).toBe(INVALID_DATE)
  })
})
