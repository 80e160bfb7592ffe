// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isActivePayment } from './types'

describe('isActivePayment', () => {
  it.each([
    ['active', true],
    ['Active', true],
    ['subscription active', true],
    ['inactive', false],
    ['expired', false],
    ['pending', false],
    ['', false],
  ])('counts %o as active: %s', (status, active) => {
    expect(isActivePayment(status)).toBe(active)
  })
})
