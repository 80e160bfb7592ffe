// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { findCurrency, formatAmount, formatNaira, INVALID_AMOUNT } from './amount'

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    ['2500', '2,500.00'],
    [' 42.1 ', '42.10'],
    ['.5', '0.50'],
    ['+7', '7.00'],
    [12345678901234567890n, '12,345,678,901,234,567,890.00'],
  ])('formats %o as %s: two decimals, en-US separators', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it('keeps every digit of a decimal string beyond float precision', () => {
    expect(formatAmount('98765432109876543.21')).toBe('98,765,432,109,876,543.21')
  })

  it.each([
    [-1234.5, '-1,234.50'],
    ['-0.75', '-0.75'],
    [-1e9, '-1,000,000,000.00'],
  ])('puts a leading minus on the negative %o', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it('never shows a negative zero', () => {
    expect(formatAmount(-0)).toBe('0.00')
    expect(formatAmount('-0.001')).toBe('0.00')
  })

  it.each([
    'abc',
    '',
    '   ',
    '12abc',
    '1,000',
    '0x10',
    '1e3',
    NaN,
    Infinity,
    null,
    undefined,
    {},
    [],
    true,
  ])('shows Invalid amount for %o', (value) => {
    expect(formatAmount(value)).toBe(INVALID_AMOUNT)
    expect(INVALID_AMOUNT).toBe('Invalid amount')
  })

  it('prefixes the currency sign, after the minus', () => {
    expect(formatAmount(1500, { currency: { code: 'USD', sign: '$' } })).toBe('$1,500.00')
    expect(formatAmount(-20, { currency: { code: 'GBP', sign: '£' } })).toBe('-£20.00')
  })

  it('falls back to ₦ when the currency has no sign', () => {
    expect(formatAmount(10, { currency: { code: 'NGN' } })).toBe('₦10.00')
    expect(formatAmount(10, { currency: { code: 'EUR', sign: '' } })).toBe('₦10.00')
    expect(formatAmount(10, { currency: { code: 'EUR', sign: null } })).toBe('₦10.00')
  })

  it('shows no sign without a currency, and no sign on an invalid amount', () => {
    expect(formatAmount(10, { currency: null })).toBe('10.00')
    expect(formatAmount('x', { currency: { code: 'NGN', sign: '₦' } })).toBe(INVALID_AMOUNT)
  })
})

describe('formatNaira', () => {
  it.each([
    [0, '₦0.00'],
    [12500, '₦12,500.00'],
    [-350.5, '-₦350.50'],
    [987654321.987, '₦987,654,321.99'],
    ['abc', 'Invalid amount'],
  ])('formats %o as %s', (value, expected) => {
    expect(formatNaira(value)).toBe(expected)
  })
})

describe('findCurrency', () => {
  const currencies = [
    { code: 'NGN', sign: '₦' },
    { code: 'USD', sign: '$' },
  ]
  it('finds the currency by code, else a bare code that formats with ₦', () => {
    expect(findCurrency('USD', currencies)).toEqual({ code: 'USD', sign: '$' })
    expect(findCurrency('JPY', currencies)).toEqual({ code: 'JPY' })
    expect(formatAmount(5, { currency: findCurrency('JPY', currencies) })).toBe('₦5.00')
  })
})
