// @vitest-environment node
import { ALL_TIME } from '@recur/api/contract'
import { describe, expect, it } from 'vitest'
import { spendPeriodLabel, spendPeriodOptions } from './periods'

describe('spendPeriodOptions', () => {
  it('offers All-time, the months of this year so far, and each year since the first', () => {
    expect(spendPeriodOptions('2026-03-15', 2023)).toEqual([
      { id: 'all-time', label: 'All-time' },
      { id: '2026-01', label: 'January 2026' },
      { id: '2026-02', label: 'February 2026' },
      { id: '2026-03', label: 'March 2026' },
      { id: '2023', label: '2023' },
      { id: '2024', label: '2024' },
      { id: '2025', label: '2025' },
      { id: '2026', label: '2026' },
    ])
  })

  it('offers only January on the first of January, and every month on the last of December', () => {
    const jan = spendPeriodOptions('2026-01-01', 2023).map((o) => o.id)
    expect(jan.filter((id) => id.includes('-'))).toEqual(['all-time', '2026-01'])
    const dec = spendPeriodOptions('2026-12-31', 2023).map((o) => o.id)
    expect(dec.filter((id) => /^\d{4}-\d{2}$/.test(id))).toHaveLength(12)
    expect(dec.at(-1)).toBe('2026')
  })

  it('offers the one year in the first year of the picker', () => {
    expect(spendPeriodOptions('2023-02-10', 2023).map((o) => o.label)).toEqual([
      'All-time',
      'January 2023',
      'February 2023',
      '2023',
    ])
  })

  it('offers no year before the first, even with a clock set in the past', () => {
    expect(spendPeriodOptions('2022-06-01', 2023).filter((o) => /^\d{4}$/.test(o.id))).toEqual([])
  })

  it('offers only All-time for a date that is not one', () => {
    expect(spendPeriodOptions('soon', 2023)).toEqual([{ id: ALL_TIME, label: 'All-time' }])
  })
})

describe('spendPeriodLabel', () => {
  it.each([
    ['all-time', 'All-time'],
    ['2026-03', 'March 2026'],
    ['2024', '2024'],
    ['2026-13', '2026-13'],
  ])('%s reads %s', (id, label) => {
    expect(spendPeriodLabel(id)).toBe(label)
  })
})
