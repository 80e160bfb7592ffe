import { describe, expect, it } from 'vitest'
import { convertMinor, RATE_ONE, shares, type RateSet } from './spend'

const rates: RateSet = {
  asOf: '2025-11-01',
  scaled: { NGN: RATE_ONE, USD: 1450n * RATE_ONE, GBP: 1900n * RATE_ONE, EUR: 1680n * RATE_ONE },
}

describe('convertMinor', () => {
  it('adds every currency at its rate and rounds once, half up', () => {
    // 10,000.00 NGN + 10.00 USD = 24,500.00 NGN = 16.896… USD → 16.90
    expect(convertMinor({ NGN: 1_000_000n, USD: 1000n }, rates, 'NGN')).toBe(2_450_000n)
    expect(convertMinor({ NGN: 1_000_000n, USD: 1000n }, rates, 'USD')).toBe(1690n)
    // Averages divide the exact value: 24,500.00 / 3 = 8,166.666… → 8,166.67
    expect(convertMinor({ NGN: 1_000_000n, USD: 1000n }, rates, 'NGN', 3n)).toBe(816_667n)
    // 0.725 USD-cents exactly half: 1,051.25 kobo / 1450 = 0.725 → 1 cent (half up)
    expect(convertMinor({ NGN: (1n * 1450n) / 2n + 0n }, rates, 'USD')).toBe(1n)
    expect(convertMinor({}, rates, 'EUR')).toBe(0n)
  })
})

describe('shares', () => {
  const named = (entries: Array<[string, bigint]>) =>
    entries.map(([name, weight]) => ({ name, weight }))
  const points = (items: ReturnType<typeof shares>) =>
    items.map((item) => [item.name, item.basisPoints])

  it('adds up to exactly 100.00%, the spare hundredths to the largest remainders', () => {
    expect(
      points(
        shares(
          named([
            ['a', 1n],
            ['b', 1n],
            ['c', 1n],
          ]),
        ),
      ),
    ).toEqual([
      ['a', 3334n],
      ['b', 3333n],
      ['c', 3333n],
    ])
    expect(
      points(
        shares(
          named([
            ['x', 2n],
            ['y', 1n],
          ]),
        ),
      ),
    ).toEqual([
      ['x', 6667n],
      ['y', 3333n],
    ])
  })

  it('breaks equal remainders by name, in code-point order', () => {
    expect(
      points(
        shares(
          named([
            ['b', 1n],
            ['a', 1n],
            ['B', 1n],
          ]),
        ),
      ),
    ).toEqual([
      ['B', 3334n],
      ['a', 3333n],
      ['b', 3333n],
    ])
  })

  it('leaves out groups without spend, and answers nothing when nothing was spent', () => {
    expect(
      points(
        shares(
          named([
            ['a', 0n],
            ['b', 5n],
          ]),
        ),
      ),
    ).toEqual([['b', 10_000n]])
    expect(
      shares(
        named([
          ['a', 0n],
          ['b', 0n],
        ]),
      ),
    ).toEqual([])
    expect(shares([])).toEqual([])
  })
})
