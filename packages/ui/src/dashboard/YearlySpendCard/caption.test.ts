// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { yearsCaption } from './caption'

const naira = { code: 'NGN', sign: '₦' }

describe('yearsCaption', () => {
  it('names the span of years and their total', () => {
    expect(
      yearsCaption(
        [
          { subscription_year: 2025, total_amount: 518_900.25 },
          { subscription_year: 2024, total_amount: 402_300 },
          { subscription_year: 2026, total_amount: 363_450.5 },
        ],
        naira,
      ),
    ).toBe('Spend across 2024–2026: ₦1,284,650.75 in total')
  })

  it('reads well for a single year', () => {
    expect(yearsCaption([{ subscription_year: 2026, total_amount: 363450.5 }], naira)).toBe(
      'Spend in 2026: ₦363,450.50 in total',
    )
  })

  it('adds cents without float noise, and keeps huge totals whole', () => {
    expect(
      yearsCaption(
        [
          { subscription_year: 2024, total_amount: 0.1 },
          { subscription_year: 2025, total_amount: 0.2 },
        ],
        { code: 'USD', sign: '$' },
      ),
    ).toBe('Spend across 2024–2025: $0.30 in total')
    expect(
      yearsCaption([{ subscription_year: 2026, total_amount: 98_765_432_109.99 }], naira),
    ).toBe('Spend in 2026: ₦98,765,432,109.99 in total')
  })

  it('is null without years', () => {
    expect(yearsCaption([], naira)).toBeNull()
  })
})
