// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  agendaDays,
  agendaDayTitle,
  eventsByDay,
  monthGrid,
  monthTitle,
  parseMonth,
  shiftMonth,
  weekdays,
} from './calendar'

describe('monthGrid', () => {
  it('lays November 2026 out in Monday-first weeks', () => {
    const weeks = monthGrid('2026-11')
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October.
    expect(weeks[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ])
    expect(weeks).toHaveLength(6)
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-06')
  })

  it('needs only four rows for a February that starts on a Monday', () => {
    const weeks = monthGrid('2027-02')
    expect(weeks).toHaveLength(4)
    expect(weeks[0]![0]).toBe('2027-02-01')
    expect(weeks[3]![6]).toBe('2027-02-28')
  })

  it('holds every day of the month exactly once, in order', () => {
    for (const month of ['2024-02', '2026-03', '2026-10', '2026-12']) {
      const days = monthGrid(month).flat()
      const inMonth = days.filter((d) => d.startsWith(month))
      const expected = new Date(Number(month.slice(0, 4)), Number(month.slice(5)), 0).getDate()
      expect(inMonth).toHaveLength(expected)
      expect([...days].sort()).toEqual(days)
      expect(new Set(days).size).toBe(days.length)
    }
  })

  it('refuses a non-month', () => {
    expect(() => monthGrid('2026-13')).toThrow(RangeError)
    expect(parseMonth('November')).toBeNull()
  })
})

describe('months and weekdays', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(monthTitle('2026-11')).toBe('November 2026')
  })

  it('names the days Monday first', () => {
    expect(weekdays().map(([short]) => short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ])
    expect(weekdays()[6]![1]).toBe('Sunday')
  })
})

describe('eventsByDay', () => {
  it('puts each subscription on its start and end days, starts first', () => {
    const rows = [
      { name: 'B', start_date: '2026-11-01', end_date: '2026-12-01' },
      { name: 'A', start_date: '2026-10-01', end_date: '2026-11-01' },
      { name: 'Day pass', start_date: '2026-11-05', end_date: '2026-11-05' },
      { name: 'Broken', start_date: 'soon', end_date: '2026-11-31' },
    ]
    const days = eventsByDay(rows)
    expect(days.get('2026-11-01')!.map((e) => [e.kind, e.row.name])).toEqual([
      ['starts', 'B'],
      ['ends', 'A'],
    ])
    expect(days.get('2026-11-05')!.map((e) => e.kind)).toEqual(['starts', 'ends'])
    expect(days.has('soon')).toBe(false)
    expect(days.has('2026-11-31')).toBe(false)
  })
})

describe('agendaDays', () => {
  const days = new Map([
    ['2026-11-22', []],
    ['2026-10-31', []],
    ['2026-11-01', []],
    ['2026-12-01', []],
  ])

  it("lists the month's days with a start or an end, in order, and today", () => {
    expect(agendaDays('2026-11', days, '2026-11-15')).toEqual([
      '2026-11-01',
      '2026-11-15',
      '2026-11-22',
    ])
  })

  it('lists today once when it has a start or an end', () => {
    expect(agendaDays('2026-11', days, '2026-11-22')).toEqual(['2026-11-01', '2026-11-22'])
  })

  it('leaves out a today of another month', () => {
    expect(agendaDays('2026-11', days, '2026-12-01')).toEqual(['2026-11-01', '2026-11-22'])
    expect(agendaDays('2027-03', days, '2026-11-15')).toEqual([])
  })
})

describe('agendaDayTitle', () => {
  it('names the weekday, the day and the month', () => {
    expect(agendaDayTitle('2026-11-22')).toBe('Sunday 22 November')
    expect(agendaDayTitle('2027-01-01')).toBe('Friday 1 January')
  })
})
