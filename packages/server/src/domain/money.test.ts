import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountToMinor,
  boundToMinor,
  decimalToScaled,
  divideHalfUp,
  koboToAmount,
  parseDecimal,
} from './money'

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

describe('amountToMinor', () => {
  it.each([
    [0, 0n],
    [0.07, 7n],
    [1.1, 110n],
    [12.34, 1234n],
    [0.29, 29n],
    [999_999_999_999.99, 99_999_999_999_999n],
    [1_000_000_000_000, 100_000_000_000_000n],
  ])('%s → %s', (amount, minor) => {
    expect(amountToMinor(amount)).toBe(minor)
  })

  it('round-trips every 2-decimal amount exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000_000_000n }), (minor) => {
        expect(amountToMinor(koboToAmount(minor))).toBe(minor)
      }),
    )
  })
})

describe('boundToMinor', () => {
  const max = 100_000_000_000_000n
  it.each([
    [1.005, 'from', 101n],
    [1.005, 'to', 100n],
    [0.07, 'from', 7n],
    [0.07, 'to', 7n],
    [10, 'from', 1000n],
    [0, 'to', 0n],
    [1e300, 'from', max + 1n],
    [1e300, 'to', max + 1n],
  ] as const)('%s as %s → %s', (amount, end, minor) => {
    expect(boundToMinor(amount, end, max)).toBe(minor)
  })

  it('selects exactly the amounts inside the bound', () => {
    // Bounds with up to 3 decimals, compared exactly in thousandths.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (minor, thousandths) => {
          const bound = thousandths / 1000
          expect(BigInt(minor) >= boundToMinor(bound, 'from', max)).toBe(minor * 10 >= thousandths)
          expect(BigInt(minor) <= boundToMinor(bound, 'to', max)).toBe(minor * 10 <= thousandths)
        },
      ),
    )
  })
})

describe('divideHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [0n, 7n, 0n],
    [-5n, 2n, -3n],
    [-7n, 3n, -2n],
    [10n ** 30n + 1n, 2n, 5n * 10n ** 29n + 1n],
  ])('%s / %s → %s', (numerator, denominator, rounded) => {
    expect(divideHalfUp(numerator, denominator)).toBe(rounded)
  })

  it('is the nearest whole number, halves going up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (n, d) => {
          const q = divideHalfUp(n, d)
          // n/d − q is in [−1/2, 1/2): an exact half rounds up to q.
          expect(2n * (n - q * d) < d && 2n * (q * d - n) <= d).toBe(true)
        },
      ),
    )
  })

  it('refuses a denominator that is not positive', () => {
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError)
  })
})

describe('parseDecimal and decimalToScaled', () => {
  it.each([
    ['1460.5', { digits: 14605n, scale: 1 }],
    ['0.79', { digits: 79n, scale: 2 }],
    ['1e-7', { digits: 1n, scale: 7 }],
    ['2.5E+3', { digits: 2500n, scale: 0 }],
    ['-3', { digits: -3n, scale: 0 }],
    ['1450.50000000', { digits: 145050000000n, scale: 8 }],
  ])('reads %s exactly', (text, decimal) => {
    expect(parseDecimal(text)).toEqual(decimal)
  })

  it.each(['', 'abc', '1.2.3', '0x10', '1e', 'Infinity', 'NaN', '1e999'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined()
  })

  it('scales and rounds half up', () => {
    expect(decimalToScaled('1.005', 2)).toBe(101n)
    expect(decimalToScaled('1.0049', 2)).toBe(100n)
    expect(decimalToScaled('1848.734177215189', 8)).toBe(184_873_417_722n)
    expect(decimalToScaled('2', 8)).toBe(200_000_000n)
    expect(decimalToScaled('x', 8)).toBeUndefined()
  })

  it('reads every JSON number as the decimal it prints as', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const decimal = parseDecimal(String(value))!
        // Exactly the same number (0 and -0 alike): digits × 10^-scale, read as one decimal.
        // (Dividing by 10 ** scale in floating point is off by an ulp for large values.)
        expect(Number(`${decimal.digits}e${-decimal.scale}`) === value).toBe(true)
      }),
    )
  })
})
