// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isActiveStatus } from './types'

describe('isActiveStatus', () => {
  it.each([
    ['active', true],
    ['Active', true],
    ['ACTIVE (renewing)', true],
    ['subscription active', true],
    ['inactive', false],
    ['Inactive', false],
    ['expired', false],
    ['pending', false],
    ['', false],
  ])('%o → %s', (status, expected) => {
    expect(isActiveStatus(status)).toBe(expected)
  })
})
