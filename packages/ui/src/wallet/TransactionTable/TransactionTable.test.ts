// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { signedNaira } from './TransactionTable'

describe('signedNaira', () => {
  it.each([
    ['credit', 50_000, '+₦50,000.00'],
    ['debit', 15_800, '-₦15,800.00'],
    ['debit', -15_800, '-₦15,800.00'],
    ['credit', '0.5', '+₦0.50'],
    ['credit', 'abc', 'Invalid amount'],
  ] as const)('shows a %s of %o as %s', (type, amount, expected) => {
    expect(signedNaira(type, amount)).toBe(expected)
  })
})
