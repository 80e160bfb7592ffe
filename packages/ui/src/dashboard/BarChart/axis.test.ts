// @vitest-environment node
import { scaleBand as d3ScaleBand, scaleLinear as d3ScaleLinear } from '@visx/vendor/d3-scale'
import { describe, expect, it } from 'vitest'
import {
  abbreviateAmount,
  bandLabels,
  bandScale,
  fitLabel,
  linearScale,
  toNumber,
  valueDomain,
} from './axis'

const naira = { code: 'NGN', sign: '₦' }

describe('abbreviateAmount', () => {
  it.each([
    [0, '0'],
    [0.5, '0.5'],
    [950, '950'],
    [1000, '1K'],
    [1234, '1.2K'],
    [53_527.11, '53.5K'],
    [999_950, '1M'],
    [1_200_000, '1.2M'],
    [98_765_432_109.99, '98.8B'],
    [1.2e12, '1.2T'],
  ])('%d → %s', (value, text) => {
    expect(abbreviateAmount(value)).toBe(text)
  })

  it('puts the sign after a leading minus, and ₦ when the currency has none', () => {
    expect(abbreviateAmount(1_500_000, naira)).toBe('₦1.5M')
    expect(abbreviateAmount(-2_350, { code: 'USD', sign: '$' })).toBe('-$2.4K')
    expect(abbreviateAmount(12, { code: 'EUR' })).toBe('₦12')
    expect(abbreviateAmount(-0, naira)).toBe('₦0')
  })

  it('reads Invalid amount for what is not a number', () => {
    expect(abbreviateAmount(NaN)).toBe('Invalid amount')
    expect(abbreviateAmount(Infinity, naira)).toBe('Invalid amount')
  })
})

describe('toNumber', () => {
  it('reads numbers and decimal strings; anything else is 0', () => {
    expect(toNumber(12.5)).toBe(12.5)
    expect(toNumber('98765432109.99')).toBe(98765432109.99)
    expect(toNumber('abc')).toBe(0)
    expect(toNumber('')).toBe(0)
    expect(toNumber(NaN)).toBe(0)
  })
})

describe('valueDomain', () => {
  it('starts at 0', () => {
    expect(valueDomain([40, 10])).toEqual({ domain: [0, 40], flat: false })
  })
  it('reaches below 0 for negatives', () => {
    expect(valueDomain([-5, 10])).toEqual({ domain: [-5, 10], flat: false })
  })
  it('is flat for all zeros and for no data', () => {
    expect(valueDomain([0, 0, 0])).toEqual({ domain: [0, 1], flat: true })
    expect(valueDomain([])).toEqual({ domain: [0, 1], flat: true })
  })
})

describe('fitLabel', () => {
  it('keeps a label that fits, else its short form, else cuts it', () => {
    expect(fitLabel('January', 9, 'Jan')).toBe('January')
    expect(fitLabel('January', 5, 'Jan')).toBe('Jan')
    expect(fitLabel('Entertainment and media', 8)).toBe('Enterta…')
    expect(fitLabel('Entertainment', 1)).toBe('E')
  })
})

describe('bandLabels', () => {
  const months = ['January', 'February', 'March', 'April', 'May', 'June'].map((label) => ({
    label,
    shortLabel: label.slice(0, 3),
  }))

  it('shows whole labels when the bands are wide', () => {
    expect(bandLabels(months, 100, 7)).toEqual(months.map((m) => m.label))
  })

  it('uses the short forms when the whole ones do not fit', () => {
    // 40px bands at 7px a character: 4 characters of room.
    expect(bandLabels(months, 40, 7)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'])
  })

  it('labels every other band when even three characters do not fit', () => {
    expect(bandLabels(months, 15, 7)).toEqual(['Jan', '', 'Mar', '', 'May', ''])
  })

  it('labels years whole at 360px', () => {
    const years = [2023, 2024, 2025, 2026].map((y) => ({ label: String(y) }))
    expect(bandLabels(years, 70, 7)).toEqual(['2023', '2024', '2025', '2026'])
  })

  it('thins the axis so four-digit years stay whole', () => {
    const many = Array.from({ length: 27 }, (_, i) => ({ label: String(2000 + i) }))
    const labels = bandLabels(many, 11, 7)
    // 11px bands: every third year, whole.
    expect(labels.filter(Boolean)).toEqual([
      '2000',
      '2003',
      '2006',
      '2009',
      '2012',
      '2015',
      '2018',
      '2021',
      '2024',
    ])
  })

  it('cuts long labels rather than thinning the axis for them', () => {
    const long = [{ label: 'Entertainment and streaming' }, { label: 'Cloud storage' }]
    expect(bandLabels(long, 100, 7)).toEqual(['Entertainmen…', 'Cloud storage'])
  })

  it('is empty for no bands', () => {
    expect(bandLabels([], 50, 7)).toEqual([])
  })
})

describe('linearScale and bandScale', () => {
  // They stand in for d3-scale's linear and band scales (as visx configured them): the same
  // numbers, so the same pixels.
  it.each([
    [[0, 1], false],
    [[0, 53_527.11], true],
    [[-2_350, 98_765_432_109.99], true],
    [[-0.3, 0], true],
    [[0, 0.0007], true],
    [[0, 1_200_000], false],
  ] as const)('maps %j (nice: %s) as d3 does', (domain, nice) => {
    const range = [200, 0] as const
    const d3 = d3ScaleLinear().domain(domain).range(range)
    if (nice) d3.nice()
    const ours = linearScale(domain, range, nice)
    expect(ours.ticks(4)).toEqual(d3.ticks(4))
    for (const value of [...d3.ticks(4), domain[0], domain[1], 0, 1234.5, -1]) {
      expect(ours(value)).toBe(d3(value))
    }
  })

  it.each([0, 1, 5, 12])('lays out %d bands as d3 does', (count) => {
    const d3 = d3ScaleBand<number>()
      .domain(Array.from({ length: count }, (_, i) => i))
      .range([0, 431.5])
      .padding(0.3)
    const ours = bandScale(count, [0, 431.5], 0.3)
    expect(ours.step).toBe(d3.step())
    expect(ours.bandwidth).toBe(d3.bandwidth())
    for (let i = 0; i < count; i++) expect(ours(i)).toBe(d3(i))
  })
})
