import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, daysInMonth, laterOf, monthIndex } from './calendar'

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-03-28', 7)).toBe('2026-04-04')
  })

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-02-01')).toBe(31)
    expect(daysBetween('2026-03-28', '2026-03-29')).toBe(1)
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0)
    expect(daysBetween('2026-02-01', '2026-01-01')).toBe(-31)
  })

  it('picks the later date', () => {
    expect(laterOf('2026-01-02', '2026-01-01')).toBe('2026-01-02')
    expect(laterOf('2025-12-31', '2026-01-01')).toBe('2026-01-01')
  })

  it('knows the length of every month, leap years by the Gregorian rule', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(4, 2)).toBe(29)
  })

  it('counts months between dates', () => {
    expect(monthIndex('2026-03-16') - monthIndex('2026-03-01')).toBe(0)
    expect(monthIndex('2026-01-31') - monthIndex('2025-12-01')).toBe(1)
    expect(monthIndex('2026-03') - monthIndex('2021-04-30')).toBe(59)
  })
})
