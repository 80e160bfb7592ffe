import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { toListSearchParams } from '../listQuery'
import { messages } from '../messages'
import { subscriptionListQuerySchema } from './subscriptionQuery'

describe('toListSearchParams (spec §7 filter keys)', () => {
  it('writes the bracketed keys', () => {
    expect(
      toListSearchParams({
        name: ' net ',
        page: 2,
        per_page: 20,
        category: 'Music',
        status: 'active',
        currency: 'USD',
        startDate: { from: '2026-01-01', to: '2026-06-30' },
        endDate: { from: '2026-02-01', to: '2026-12-31' },
        amount: { from: 0, to: 5000 },
      }),
    ).toEqual({
      name: 'net',
      page: '2',
      per_page: '20',
      category: 'Music',
      status: 'active',
      currency: 'USD',
      'startDate[from]': '2026-01-01',
      'startDate[to]': '2026-06-30',
      'endDate[from]': '2026-02-01',
      'endDate[to]': '2026-12-31',
      'amount[from]': '0',
      'amount[to]': '5000',
    })
  })

  it('drops a date range with only one end (spec §5)', () => {
    expect(toListSearchParams({ startDate: { from: '2026-01-01' } })).toEqual({})
    expect(toListSearchParams({ endDate: { to: '2026-01-01' } })).toEqual({})
  })

  it('keeps an open-ended amount range', () => {
    expect(toListSearchParams({ amount: { from: 100 } })).toEqual({ 'amount[from]': '100' })
  })

  it('leaves out empty values', () => {
    expect(toListSearchParams({ name: '  ', category: '' })).toEqual({})
  })
})

describe('subscriptionListQuerySchema', () => {
  const validate = (query: Record<string, string>) =>
    subscriptionListQuerySchema.validate(query, { abortEarly: false })

  it('reads what toListSearchParams writes', async () => {
    const params = toListSearchParams({
      page: 3,
      status: 'expired',
      amount: { from: 1.5, to: 10 },
      startDate: { from: '2026-01-01', to: '2026-02-01' },
    })
    await expect(validate(params)).resolves.toMatchObject({
      page: 3,
      status: 'expired',
      'amount[from]': 1.5,
      'amount[to]': 10,
      'startDate[from]': '2026-01-01',
    })
  })

  it('names each bad key', async () => {
    const error = await validate({
      page: '0',
      per_page: '100000',
      status: 'paused',
      currency: 'JPY',
      'startDate[from]': 'yesterday',
      'amount[to]': '-5',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    const paths = (error as ValidationError).inner.map((e) => e.path)
    expect(paths.sort()).toEqual(
      ['amount[to]', 'currency', 'page', 'per_page', 'startDate[from]', 'status'].sort(),
    )
  })

  it('refuses an amount range whose lower end is above its upper end, naming amount[to]', async () => {
    const error = await validate({ 'amount[from]': '5000', 'amount[to]': '100' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).inner.map((e) => [e.path, e.message])).toEqual([
      ['amount[to]', messages.amountRangeInverted],
    ])
    await expect(validate({ 'amount[from]': '100', 'amount[to]': '100' })).resolves.toMatchObject({
      'amount[from]': 100,
      'amount[to]': 100,
    })
  })
})
