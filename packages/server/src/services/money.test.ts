import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { koboToAmount } from './money'

describe('koboToAmount', () => {
  it.each([
    [0n, 0],
    [1n, 0.01],
    [10n, 0.1],
    [100n, 1],
    [1234n, 12.34],
    [-1234n, -12.34],
    [123_456_789_012n, 1_234_567_890.12],
  ])('%s kobo → %s', (kobo, amount) => {
    expect(koboToAmount(kobo)).toBe(amount)
  })

  it('renders with at most 2 decimals, the exact naira and kobo digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (kobo) => {
        const amount = koboToAmount(kobo)
        // Printed to 2 decimals it is exactly the stored integer, digit for digit.
        const abs = kobo < 0n ? -kobo : kobo
        const expected = `${kobo < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
        expect(amount.toFixed(2)).toBe(expected === '-0.00' ? '0.00' : expected)
        expect(String(amount).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2)
      }),
    )
  })
})
