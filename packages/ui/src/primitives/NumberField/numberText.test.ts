import { describe, expect, it } from 'vitest'
import { numberText } from './numberText'

const money = { maximumFractionDigits: 2 }
const naira = numberText('en-NG', money, { minValue: 0 })

describe('numberText', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1,234.5', 1234.5],
    [' 7000 ', 7000],
    ['16.999', 17],
    ['0.005', 0.01],
  ])('commits %j as %d', (text, expected) => {
    expect(naira.commit(text)).toBe(expected)
  })

  it('commits an emptied box as undefined, and text that is no number as null', () => {
    expect(naira.commit('')).toBeUndefined()
    expect(naira.commit('   ')).toBeUndefined()
    expect(naira.commit('.')).toBeNull()
  })

  it('clamps to the bounds', () => {
    const range = numberText('en-NG', money, { minValue: 100, maxValue: 1_000_000 })
    expect(range.commit('50')).toBe(100)
    expect(range.commit('2,000,000')).toBe(1_000_000)
  })

  it('formats in the locale, at most two decimals', () => {
    expect(naira.format(1234.5)).toBe('1,234.5')
    expect(naira.format(987654321012.5)).toBe('987,654,321,012.5')
    expect(naira.format(undefined)).toBe('')
    expect(numberText('de-DE', money, {}).format(1234.5)).toBe('1.234,5')
    expect(numberText('de-DE', money, {}).commit('1.234,5')).toBe(1234.5)
  })

  it('takes only what can still become a number within the bounds', () => {
    expect(naira.isPartial('')).toBe(true)
    expect(naira.isPartial('12.')).toBe(true)
    expect(naira.isPartial('1,2')).toBe(true)
    expect(naira.isPartial('-')).toBe(false)
    expect(naira.isPartial('12a')).toBe(false)
    expect(naira.isPartial('₦5')).toBe(false)
    expect(numberText('en-NG', money, {}).isPartial('-')).toBe(true)
  })

  it('steps from the text, within the bounds, and from empty at the minimum', () => {
    expect(naira.step('16.99', 1, 1)).toBe(17.99)
    expect(naira.step('0.5', -1, 1)).toBe(0)
    expect(naira.step('', 1, 1)).toBe(0)
    expect(numberText('en-NG', money, { maxValue: 10 }).step('', -1, 1)).toBe(10)
    expect(naira.step('0.1', 1, 0.2)).toBe(0.3)
  })
})
