// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  activeFilterChips,
  isCompleteRange,
  isInvertedRange,
  matchPreset,
  presetRange,
  removeFilters,
  setFilter,
  type SubscriptionFilterValue,
} from './filters'

const today = '2026-11-21'

describe('presetRange', () => {
  it.each([
    ['last7', '2026-11-15'],
    ['last30', '2026-10-23'],
    ['last6months', '2026-05-21'],
  ] as const)('%s runs from %s to today', (preset, from) => {
    expect(presetRange(preset, today)).toEqual({ from, to: today })
  })

  it('handles month ends and leap days', () => {
    expect(presetRange('last6months', '2026-08-31')).toEqual({
      from: '2026-02-28',
      to: '2026-08-31',
    })
    expect(presetRange('last7', '2024-03-02')).toEqual({ from: '2024-02-25', to: '2024-03-02' })
  })
})

describe('matchPreset', () => {
  it('recognises a preset by its dates, and nothing else', () => {
    expect(matchPreset(presetRange('last30', today), today)).toBe('last30')
    expect(matchPreset({ from: '2026-11-01', to: today }, today)).toBeNull()
    expect(matchPreset({ from: '2026-11-15' }, today)).toBeNull()
    expect(matchPreset(undefined, today)).toBeNull()
  })
})

describe('isCompleteRange', () => {
  it('needs both ends', () => {
    expect(isCompleteRange({ from: '2026-11-01', to: '2026-11-02' })).toBe(true)
    expect(isCompleteRange({ from: '2026-11-01' })).toBe(false)
    expect(isCompleteRange({ from: '', to: '2026-11-02' })).toBe(false)
    expect(isCompleteRange({ from: 0, to: 0 })).toBe(true)
    expect(isCompleteRange(undefined)).toBe(false)
  })
})

describe('isInvertedRange', () => {
  it('is a range with both ends, the lower above the upper', () => {
    expect(isInvertedRange({ from: 5000, to: 100 })).toBe(true)
    expect(isInvertedRange({ from: 100, to: 100 })).toBe(false)
    expect(isInvertedRange({ from: 100, to: 5000 })).toBe(false)
    expect(isInvertedRange({ from: 5000 })).toBe(false)
    expect(isInvertedRange({ to: 0 })).toBe(false)
    expect(isInvertedRange(undefined)).toBe(false)
  })
})

describe('activeFilterChips', () => {
  it('is empty for no filters', () => {
    expect(activeFilterChips({}, today)).toEqual([])
  })

  it('shows one chip per applying filter, in order', () => {
    expect(
      activeFilterChips(
        {
          amount: { from: 1000, to: 25000.5 },
          endDate: { from: '2026-12-01', to: '2027-01-31' },
          startDate: presetRange('last7', today),
          currency: 'USD',
          status: 'expired',
          category: 'Music',
        },
        today,
      ),
    ).toEqual([
      { id: 'category', label: 'Category: Music' },
      { id: 'status', label: 'Status: Expired' },
      { id: 'currency', label: 'Currency: USD' },
      { id: 'startDate', label: 'Start Date: Last 7 days' },
      { id: 'endDate', label: 'End Date: 01-Dec-2026 – 31-Jan-2027' },
      { id: 'amount', label: 'Amount: 1,000.00 – 25,000.50' },
    ])
  })

  it('leaves out a date range with one end (spec §5)', () => {
    expect(activeFilterChips({ startDate: { from: '2026-11-01' } }, today)).toEqual([])
    expect(activeFilterChips({ endDate: { to: '2026-11-01' } }, today)).toEqual([])
  })

  it('keeps an open-ended amount range, and an amount of 0', () => {
    expect(activeFilterChips({ amount: { from: 0 } }, today)).toEqual([
      { id: 'amount', label: 'Amount: from 0.00' },
    ])
    expect(activeFilterChips({ amount: { to: 500 } }, today)).toEqual([
      { id: 'amount', label: 'Amount: up to 500.00' },
    ])
    expect(activeFilterChips({ amount: {} }, today)).toEqual([])
  })
})

describe('removeFilters and setFilter', () => {
  it('removes without touching the rest, and never mutates', () => {
    const value = { category: 'Music', status: 'active' as const }
    expect(removeFilters(value, ['category'])).toEqual({ status: 'active' })
    expect(value).toEqual({ category: 'Music', status: 'active' })
  })

  it('sets a filter, and drops it when emptied', () => {
    expect(setFilter({}, 'currency', 'GBP')).toEqual({ currency: 'GBP' })
    expect(setFilter({ currency: 'GBP' }, 'currency', undefined)).toEqual({})
    expect(setFilter({ category: 'TV' }, 'category', '')).toEqual({})
    expect(setFilter({}, 'amount', { from: 0 })).toEqual({ amount: { from: 0 } })
    expect(
      setFilter<SubscriptionFilterValue, 'amount'>({ amount: { from: 5 } }, 'amount', {}),
    ).toEqual({})
    expect(setFilter({}, 'startDate', { from: '2026-11-01' })).toEqual({
      startDate: { from: '2026-11-01' },
    })
  })
})
