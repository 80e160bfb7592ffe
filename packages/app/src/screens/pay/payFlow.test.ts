import { paymentFixtures } from '@recur/api/mocks'
import { describe, expect, it } from 'vitest'
import { payFlowReducer, startPayFlow, type PayFlowEvent, type PayFlowState } from './payFlow'

const email = 'adaeze@example.com'
const run = (state: PayFlowState, ...events: PayFlowEvent[]) => events.reduce(payFlowReducer, state)
const start = () => startPayFlow(email, 'key-1')

/** DStv Compact on a smartcard, filled in but not validated. */
const filled = () =>
  run(
    start(),
    { type: 'edit', values: { phone: '09031234567' } },
    { type: 'chooseService', service: 'DStv' },
    { type: 'edit', values: { bouquet: 'dstv-compact' } },
    { type: 'edit', values: { fields: { smartcard_number: '7029123412' } } },
  )
const validated = () =>
  run(filled(), { type: 'validate', needsCheck: true }, { type: 'checked', check: 1, passed: true })
const paying = () => run(validated(), { type: 'pay' })

describe('the pay flow', () => {
  it('starts editing, with the profile email and defaults', () => {
    expect(start()).toEqual({
      phase: 'editing',
      values: {
        email,
        phone: '',
        service: '',
        bouquet: '',
        fields: {},
        auto_renew: true,
        payment_method: 'wallet',
      },
      check: 0,
      payments: 0,
      idempotencyKey: 'key-1',
      round: 0,
    })
  })

  it('keeps edits in its values', () => {
    expect(filled().values).toMatchObject({
      phone: '09031234567',
      service: 'DStv',
      bouquet: 'dstv-compact',
      fields: { smartcard_number: '7029123412' },
    })
    expect(filled().phase).toBe('editing')
  })

  describe('choosing a service', () => {
    it('empties the bouquet and the extra fields, and drops validation', () => {
      const next = payFlowReducer(validated(), { type: 'chooseService', service: 'GOtv' })
      expect(next.phase).toBe('editing')
      expect(next.values).toMatchObject({ service: 'GOtv', bouquet: '', fields: {} })
      // What is not about the service stays.
      expect(next.values).toMatchObject({ email, phone: '09031234567' })
    })

    it('the same service again changes nothing', () => {
      const state = validated()
      expect(payFlowReducer(state, { type: 'chooseService', service: 'DStv' })).toBe(state)
    })
  })

  describe('validating', () => {
    it('with no smartcard to check, is validated at once', () => {
      expect(payFlowReducer(filled(), { type: 'validate', needsCheck: false }).phase).toBe(
        'validated',
      )
    })

    it('with a smartcard, waits for its check', () => {
      const next = payFlowReducer(filled(), { type: 'validate', needsCheck: true })
      expect(next.phase).toBe('validating')
      expect(next.check).toBe(1)
      expect(payFlowReducer(next, { type: 'checked', check: 1, passed: true }).phase).toBe(
        'validated',
      )
    })

    it('a failed check goes back to editing', () => {
      const next = run(
        filled(),
        { type: 'validate', needsCheck: true },
        { type: 'checked', check: 1, passed: false },
      )
      expect(next.phase).toBe('editing')
    })

    it('ignores the answer to an earlier Validate', () => {
      const asked = run(
        filled(),
        { type: 'validate', needsCheck: true },
        { type: 'edit', values: { fields: { smartcard_number: '7029123499' } } },
        { type: 'validate', needsCheck: true },
      )
      expect(payFlowReducer(asked, { type: 'checked', check: 1, passed: true })).toBe(asked)
      expect(payFlowReducer(asked, { type: 'checked', check: 2, passed: true }).phase).toBe(
        'validated',
      )
    })

    it('an edit while validating drops it, and its late answer', () => {
      const edited = run(
        filled(),
        { type: 'validate', needsCheck: true },
        { type: 'edit', values: { auto_renew: false } },
      )
      expect(edited.phase).toBe('editing')
      expect(payFlowReducer(edited, { type: 'checked', check: 1, passed: true })).toBe(edited)
    })

    it('an edit after validation asks for validation again', () => {
      const next = payFlowReducer(validated(), { type: 'edit', values: { payment_method: 'card' } })
      expect(next.phase).toBe('editing')
      expect(next.values.payment_method).toBe('card')
    })

    it('Validate while validating or validated changes nothing', () => {
      const asked = payFlowReducer(filled(), { type: 'validate', needsCheck: true })
      expect(payFlowReducer(asked, { type: 'validate', needsCheck: true })).toBe(asked)
      const done = validated()
      expect(payFlowReducer(done, { type: 'validate', needsCheck: false })).toBe(done)
    })
  })

  describe('paying', () => {
    it('is entered from validated only', () => {
      expect(payFlowReducer(filled(), { type: 'pay' }).phase).toBe('editing')
      const asked = payFlowReducer(filled(), { type: 'validate', needsCheck: true })
      expect(payFlowReducer(asked, { type: 'pay' })).toBe(asked)
      expect(paying().phase).toBe('paying')
      expect(paying().payments).toBe(1)
    })

    it('cannot be entered twice', () => {
      const once = paying()
      expect(payFlowReducer(once, { type: 'pay' })).toBe(once)
    })

    it('keeps the values it pays for: edits and another service are ignored', () => {
      const once = paying()
      expect(payFlowReducer(once, { type: 'edit', values: { bouquet: 'dstv-padi' } })).toBe(once)
      expect(payFlowReducer(once, { type: 'chooseService', service: 'GOtv' })).toBe(once)
      expect(payFlowReducer(once, { type: 'validate', needsCheck: false })).toBe(once)
    })

    it('ends paid with the result', () => {
      const result = paymentFixtures.paymentResult()
      const next = payFlowReducer(paying(), { type: 'paid', result })
      expect(next.phase).toBe('paid')
      expect(next.result).toBe(result)
      // A paid flow takes no edits.
      expect(payFlowReducer(next, { type: 'edit', values: { phone: '0' } })).toBe(next)
    })

    it('an answered failure is said, offers Pay again, and takes a new key', () => {
      const next = payFlowReducer(paying(), {
        type: 'payFailed',
        message: 'Your wallet balance is not enough',
        answered: true,
        nextKey: 'key-2',
      })
      expect(next).toMatchObject({
        phase: 'validated',
        failure: 'Your wallet balance is not enough',
        idempotencyKey: 'key-2',
      })
      // The next attempt no longer shows the old failure.
      const again = payFlowReducer(next, { type: 'pay' })
      expect(again.failure).toBeUndefined()
      expect(again.payments).toBe(2)
    })

    it('a failure with no answer (the network) keeps the key for the retry', () => {
      const next = payFlowReducer(paying(), {
        type: 'payFailed',
        message: 'Network error',
        answered: false,
        nextKey: 'key-2',
      })
      expect(next.phase).toBe('validated')
      expect(next.idempotencyKey).toBe('key-1')
    })

    it('answers outside paying are ignored', () => {
      const state = validated()
      expect(payFlowReducer(state, { type: 'paid', result: paymentFixtures.paymentResult() })).toBe(
        state,
      )
      expect(
        payFlowReducer(state, { type: 'payFailed', message: 'x', answered: true, nextKey: 'k' }),
      ).toBe(state)
    })
  })

  it('a reset starts a new round with the profile email and a new key', () => {
    const paid = payFlowReducer(paying(), {
      type: 'paid',
      result: paymentFixtures.paymentResult(),
    })
    expect(payFlowReducer(paid, { type: 'reset', email, idempotencyKey: 'key-9' })).toEqual({
      ...startPayFlow(email, 'key-9'),
      round: 1,
    })
  })
})
