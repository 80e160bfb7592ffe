// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currencyFor, isActiveStatus } from './types'

describe('isActiveStatus', () => {
  it.each([
    ['active', true],
    ['Active', true],
    ['ACTIVE (renewing)', true],
    ['expired', false],
    ['', false],
  ])('%o → %s', (status, expected) => {
    expect(isActiveStatus(status)).toBe(expected)
  })
})

describe('currencyFor', () => {
  const currencies = [
    { code: 'NGN', sign: '₦' },
    { code: 'USD', sign: '$' },
  ]
  it('finds the currency by code, else a bare code (which formats with ₦)', () => {
    expect(currencyFor('USD', currencies)).toEqual({ code: 'USD', sign: '$' })
    expect(currencyFor('JPY', currencies)).toEqual({ code: 'JPY' })
  })
})
