import { describe, expect, it } from 'vitest'
import { subscription } from './mocks/fixtures'
import { editPrefill, newSubscriptionDefaults, renewalPrefill } from './subscriptionDefaults'

describe('newSubscriptionDefaults (spec §5)', () => {
  it('is NGN, 0, today to one month later, empty note, auto-renew on', () => {
    expect(newSubscriptionDefaults('2026-11-21')).toEqual({
      name: '',
      currency: 'NGN',
      amount: 0,
      start_date: '2026-11-21',
      end_date: '2026-12-21',
      description: '',
      auto_renew: true,
    })
  })

  it('clamps one month later to the end of a shorter month', () => {
    expect(newSubscriptionDefaults('2027-01-31').end_date).toBe('2027-02-28')
    expect(newSubscriptionDefaults('2028-01-31').end_date).toBe('2028-02-29')
  })
})

describe('renewalPrefill (spec §2)', () => {
  it('starts today and lasts the previous duration', () => {
    const old = subscription({ start_date: '2026-01-01', end_date: '2026-01-31' })
    expect(renewalPrefill(old, '2026-11-21')).toMatchObject({
      start_date: '2026-11-21',
      end_date: '2026-12-21',
      name: old.name,
      currency: old.currency_code,
      amount: old.amount,
    })
  })

  it('keeps a same-day subscription same-day', () => {
    const old = subscription({ start_date: '2026-03-05', end_date: '2026-03-05' })
    expect(renewalPrefill(old, '2026-11-21').end_date).toBe('2026-11-21')
  })
})

describe('editPrefill', () => {
  it('maps the read shape to the write shape', () => {
    const row = subscription({ uid: 'abc', currency_code: 'EUR', description: null })
    expect(editPrefill(row)).toMatchObject({ id: 'abc', currency: 'EUR', description: '' })
  })
})
