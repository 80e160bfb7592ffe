// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isYearRow } from './dashboard'
import { monthGraph, yearGraph } from './mocks/dashboard'

describe('isYearRow', () => {
  it('tells a year row from a month row', () => {
    expect(yearGraph().every(isYearRow)).toBe(true)
    expect(monthGraph().some(isYearRow)).toBe(false)
  })
})
