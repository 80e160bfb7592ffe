// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serviceInitials } from './ServiceGrid/ServiceGrid'
import { payButtonLabel } from './ServicePurchaseForm/ServicePurchaseForm'

describe('payButtonLabel', () => {
  it("reads 'Validate' until validated, then 'Pay {total}' in NGN", () => {
    expect(payButtonLabel(false, 15_800)).toBe('Validate')
    expect(payButtonLabel(true, 15_800)).toBe('Pay ₦15,800.00')
    expect(payButtonLabel(true, '4500.5')).toBe('Pay ₦4,500.50')
    expect(payButtonLabel(true, undefined)).toBe('Pay Invalid amount')
  })
})

describe('serviceInitials', () => {
  it.each([
    ['DStv', 'DS'],
    ['Recur Premium', 'RP'],
    ['  GOtv  ', 'GO'],
    ['a b c', 'AB'],
    ['', '?'],
  ])('turns %o into %s', (name, expected) => {
    expect(serviceInitials(name)).toBe(expected)
  })
})
