// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clampPage, pageWindow } from './pageWindow'

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3]],
    [2, 9, [1, 2, 3]],
    [5, 9, [4, 5, 6]],
    [8, 9, [7, 8, 9]],
    [9, 9, [7, 8, 9]],
  ])('page %i of %i shows %o', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected)
  })

  it.each([
    [0, 9, [1, 2, 3]],
    [-4, 9, [1, 2, 3]],
    [42, 9, [7, 8, 9]],
    [NaN, 9, [1, 2, 3]],
    [1, 0, [1]],
    [3, -1, [1]],
  ])('clamps page %i of %i to %o', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected)
  })

  it('always holds the current page, never more than three, all within 1 … last', () => {
    for (let last = 1; last <= 12; last++) {
      for (let current = -1; current <= last + 2; current++) {
        const pages = pageWindow(current, last)
        expect(pages.length).toBe(Math.min(3, last))
        expect(pages).toContain(clampPage(current, last))
        expect(pages[0]).toBeGreaterThanOrEqual(1)
        expect(pages.at(-1)).toBeLessThanOrEqual(last)
      }
    }
  })
})

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [6, 5, 5],
    [3, 5, 3],
    [2.7, 5, 2],
    [Infinity, 5, 1],
    [4, NaN, 1],
  ])('clamps %d into 1 … %d as %d', (page, last, expected) => {
    expect(clampPage(page, last)).toBe(expected)
  })
})
