// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isActiveStatus } from './types'

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
