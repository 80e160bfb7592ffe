import { describe, expect, it } from 'vitest'
import {
  graphQuerySchema,
  renewedQuerySchema,
  spendByCurrencyQuerySchema,
  dashboardCurrencyQuerySchema,
} from './dashboard'
import { isSpendPeriod } from '../dashboard'

const valid = (schema: { isValidSync: (v: unknown) => boolean }, value: unknown) =>
  schema.isValidSync(value)

describe('dashboard query schemas (spec §7)', () => {
  it('takes the four currencies', () => {
    for (const currency of ['NGN', 'USD', 'GBP', 'EUR']) {
      expect(valid(dashboardCurrencyQuerySchema, { currency })).toBe(true)
    }
    expect(valid(dashboardCurrencyQuerySchema, { currency: 'JPY' })).toBe(false)
  })

  it('takes year or month for the graph', () => {
    expect(valid(graphQuerySchema, { period: 'year', currency: 'USD' })).toBe(true)
    expect(valid(graphQuerySchema, { period: 'month' })).toBe(true)
    expect(valid(graphQuerySchema, { period: 'week' })).toBe(false)
  })

  it('takes all-time, a year or a month for spend by currency', () => {
    for (const period of ['all-time', '2023', '2026', '2026-01', '2026-12']) {
      expect(valid(spendByCurrencyQuerySchema, { period })).toBe(true)
    }
    for (const period of ['ever', '26', '2026-13', '2026-1', '2026-00']) {
      expect(valid(spendByCurrencyQuerySchema, { period })).toBe(false)
    }
  })

  it('takes most or least for renewals', () => {
    expect(valid(renewedQuerySchema, { type: 'most' })).toBe(true)
    expect(valid(renewedQuerySchema, { type: 'least' })).toBe(true)
    expect(valid(renewedQuerySchema, { type: 'all' })).toBe(false)
  })
})

describe('isSpendPeriod (the browser reads the period from the URL without yup)', () => {
  it('agrees with the server schema', () => {
    for (const period of ['all-time', '2026', '2026-01', '2026-12', '2026-13', '26', 'all', '']) {
      expect(isSpendPeriod(period)).toBe(valid(spendByCurrencyQuerySchema, { period }))
    }
    expect(isSpendPeriod('2026-07')).toBe(true)
    expect(isSpendPeriod('2026-7')).toBe(false)
  })
})
