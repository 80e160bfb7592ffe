import { describe, expect, it } from 'vitest'
import { ValidationError, type AnySchema } from 'yup'
import { messages } from '../messages'
import { TEXT_LIMITS } from '../limits'
import { MAX_AMOUNT } from '../types'
import { profileSchema, renewSubscriptionSchema, subscriptionSchema } from './subscription'

const today = '2026-11-21'

async function errorsOf(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false, context: { today } })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const out: Record<string, string> = {}
    for (const inner of error.inner)
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message
    return out
  }
}

const valid = {
  name: 'Netflix',
  currency: 'NGN',
  amount: 7000,
  start_date: '2026-11-21',
  end_date: '2026-12-21',
  description: '',
  auto_renew: true,
}

describe('subscription schema (spec §5)', () => {
  it('accepts a valid subscription', async () => {
    expect(await errorsOf(subscriptionSchema, valid)).toEqual({})
  })

  it('reports every required field with the spec messages', async () => {
    expect(await errorsOf(subscriptionSchema, {})).toEqual({
      name: 'Subscription Name is required',
      currency: 'Currency is required',
      amount: 'Amount is required',
      start_date: 'Start Date is required',
      end_date: 'End Date is required',
    })
  })

  it('trims the name, so blanks are missing', async () => {
    expect(await errorsOf(subscriptionSchema, { ...valid, name: '   ' })).toEqual({
      name: 'Subscription Name is required',
    })
    expect(subscriptionSchema.cast({ ...valid, name: '  Netflix ' }).name).toBe('Netflix')
  })

  it('accepts only NGN, USD, GBP and EUR', async () => {
    for (const currency of ['NGN', 'USD', 'GBP', 'EUR']) {
      expect(await errorsOf(subscriptionSchema, { ...valid, currency })).toEqual({})
    }
    expect(await errorsOf(subscriptionSchema, { ...valid, currency: 'JPY' })).toEqual({
      currency: messages.currencyUnsupported,
    })
  })

  it('needs an amount of at least 0', async () => {
    expect(await errorsOf(subscriptionSchema, { ...valid, amount: -0.01 })).toEqual({
      amount: 'Amount should be at least 0',
    })
    expect(await errorsOf(subscriptionSchema, { ...valid, amount: 0 })).toEqual({})
    expect(await errorsOf(subscriptionSchema, { ...valid, amount: 'abc' })).toEqual({
      amount: messages.amountNotANumber,
    })
  })

  it('keeps the amount to whole kobo or cents, up to MAX_AMOUNT', async () => {
    for (const amount of [0.07, 1.1, 12.34, 999.99, MAX_AMOUNT, MAX_AMOUNT - 0.01]) {
      expect(await errorsOf(subscriptionSchema, { ...valid, amount })).toEqual({})
    }
    for (const amount of [1.005, 0.001, 12.345]) {
      expect(await errorsOf(subscriptionSchema, { ...valid, amount })).toEqual({
        amount: messages.amountDecimals,
      })
    }
    expect(await errorsOf(subscriptionSchema, { ...valid, amount: MAX_AMOUNT + 1 })).toEqual({
      amount: messages.amountTooLarge,
    })
    expect(messages.amountTooLarge).toBe('Amount must be at most 1,000,000,000,000')
  })

  it('needs the end on or after the start', async () => {
    expect(
      await errorsOf(subscriptionSchema, {
        ...valid,
        start_date: '2026-12-22',
        end_date: '2026-12-21',
      }),
    ).toEqual({ end_date: 'End Date must be later than or equal to the Start Date' })
    expect(
      await errorsOf(subscriptionSchema, {
        ...valid,
        start_date: '2026-12-21',
        end_date: '2026-12-21',
      }),
    ).toEqual({})
  })

  it('needs the end on or after today', async () => {
    expect(
      await errorsOf(subscriptionSchema, {
        ...valid,
        start_date: '2026-10-01',
        end_date: '2026-11-20',
      }),
    ).toEqual({ end_date: 'End Date must be later than or equal to the current date' })
    expect(
      await errorsOf(subscriptionSchema, { ...valid, start_date: '2026-10-01', end_date: today }),
    ).toEqual({})
  })

  it('refuses dates that are not real YYYY-MM-DD dates', async () => {
    expect(await errorsOf(subscriptionSchema, { ...valid, start_date: '2026-02-30' })).toEqual({
      start_date: messages.invalidDate,
    })
    expect(await errorsOf(subscriptionSchema, { ...valid, end_date: '21/12/2026' })).toEqual({
      end_date: messages.invalidDate,
    })
  })

  it('defaults auto_renew to true', () => {
    const { auto_renew: _, ...rest } = valid
    expect(subscriptionSchema.cast(rest).auto_renew).toBe(true)
  })
})

describe('renew schema', () => {
  it('accepts an empty body', async () => {
    expect(await errorsOf(renewSubscriptionSchema, {})).toEqual({})
  })

  it('checks what is given', async () => {
    expect(
      await errorsOf(renewSubscriptionSchema, {
        amount: -1,
        start_date: '2026-12-01',
        end_date: '2026-11-30',
      }),
    ).toEqual({
      amount: 'Amount should be at least 0',
      end_date: 'End Date must be later than or equal to the Start Date',
    })
  })
})

describe('profile schema (spec §5)', () => {
  it('requires a trimmed username and a time zone', async () => {
    expect(await errorsOf(profileSchema, { username: '  ' })).toEqual({
      username: 'Username is required',
      timezone: 'Timezone is required',
    })
    expect(await errorsOf(profileSchema, { username: 'ada', timezone: 'Africa/Lagos' })).toEqual({})
  })
})

describe('amounts are JSON numbers and text has a maximum (the server reads the same)', () => {
  it.each([['500'], ['0x64'], [' 1e3 '], ['Infinity'], [[500]], [Number.POSITIVE_INFINITY]])(
    'refuses the amount %j instead of coercing it',
    async (amount) => {
      expect((await errorsOf(subscriptionSchema, { ...valid, amount })).amount).toBe(
        messages.amountNotANumber,
      )
    },
  )

  it('refuses text past its documented length, with the message that names the limit', async () => {
    const name = 'n'.repeat(TEXT_LIMITS.subscriptionName + 1)
    const description = 'd'.repeat(TEXT_LIMITS.description + 1)
    expect(await errorsOf(subscriptionSchema, { ...valid, name, description })).toEqual({
      name: 'Subscription Name must be at most 100 characters',
      description: 'Additional Note must be at most 1000 characters',
    })
    expect(
      await errorsOf(subscriptionSchema, {
        ...valid,
        name: 'n'.repeat(TEXT_LIMITS.subscriptionName),
      }),
    ).toEqual({})
  })
})
