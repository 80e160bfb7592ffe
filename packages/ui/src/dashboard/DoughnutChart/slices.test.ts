// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatShare, MAX_SLICES, toSlices } from './slices'

const part = (label: string, value: number) => ({ id: label, label, value })

describe('toSlices', () => {
  it('keeps up to five parts in order, each with its own colour and share', () => {
    const slices = toSlices([part('A', 50), part('B', 30), part('C', 20)])
    expect(slices.map((s) => [s.label, s.share, s.colorIndex])).toEqual([
      ['A', 50, 0],
      ['B', 30, 1],
      ['C', 20, 2],
    ])
  })

  it('computes shares from the values, whatever they add up to', () => {
    const slices = toSlices([part('NGN', 3), part('USD', 1)])
    expect(slices.map((s) => s.share)).toEqual([75, 25])
  })

  it('draws one part as the whole ring', () => {
    expect(toSlices([part('Entertainment', 100)])).toMatchObject([{ share: 100, colorIndex: 0 }])
  })

  it('leaves out parts with no value, and is empty when nothing is left', () => {
    expect(toSlices([part('A', 0), part('B', 10), part('C', -5), part('D', NaN)])).toMatchObject([
      { label: 'B', share: 100, colorIndex: 0 },
    ])
    expect(toSlices([])).toEqual([])
    expect(toSlices([part('A', 0), part('B', 0)])).toEqual([])
  })

  it('folds everything past the four largest into a fifth slice, Others', () => {
    const slices = toSlices([
      part('Gaming', 5),
      part('Entertainment', 30),
      part('TV', 20),
      part('News', 2),
      part('Music', 25),
      part('Cloud Storage', 15),
      part('Fitness', 3),
    ])
    expect(slices).toHaveLength(MAX_SLICES)
    // The four largest keep their order of arrival and their own colours.
    expect(slices.map((s) => [s.label, s.colorIndex])).toEqual([
      ['Entertainment', 0],
      ['TV', 1],
      ['Music', 2],
      ['Cloud Storage', 3],
      ['Others', 4],
    ])
    const others = slices[4]!
    expect(others.share).toBe(10)
    expect(others.members?.map((m) => [m.label, m.share])).toEqual([
      ['Gaming', 5],
      ['News', 2],
      ['Fitness', 3],
    ])
    expect(new Set(slices.map((s) => s.colorIndex)).size).toBe(MAX_SLICES)
  })

  it("folds an existing 'Others' part into the Others slice instead of drawing two", () => {
    const slices = toSlices([
      part('Others', 40),
      part('A', 20),
      part('B', 15),
      part('C', 10),
      part('D', 9),
      part('E', 6),
    ])
    expect(slices.map((s) => s.label)).toEqual(['A', 'B', 'C', 'D', 'Others'])
    expect(slices[4]!.share).toBe(46)
    // 'Others' is not listed inside the Others slice; its share is in the slice's.
    expect(slices[4]!.members?.map((m) => m.label)).toEqual(['E'])
  })

  it('keeps the first of equal parts when only some fit', () => {
    const slices = toSlices(['A', 'B', 'C', 'D', 'E', 'F'].map((l) => part(l, 1)))
    expect(slices.map((s) => s.label)).toEqual(['A', 'B', 'C', 'D', 'Others'])
  })
})

describe('formatShare', () => {
  it.each([
    [38.5, '38.5%'],
    [27.25, '27.3%'],
    [100, '100%'],
    [0, '0%'],
    [0.04, '<0.1%'],
    [99.96, '100%'],
    [NaN, '–'],
  ])('%d reads %s', (share, text) => {
    expect(formatShare(share)).toBe(text)
  })
})
