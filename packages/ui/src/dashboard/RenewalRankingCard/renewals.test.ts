// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renewalCountText } from './renewals'

describe('renewalCountText', () => {
  it.each([
    [0, '0 renewals'],
    [1, '1 renewal'],
    [2, '2 renewals'],
    [1250, '1,250 renewals'],
  ])('%i reads %s', (count, text) => {
    expect(renewalCountText(count)).toBe(text)
  })
})
