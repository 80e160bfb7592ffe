import { describe, expect, it } from 'vitest'
import { redactUrl } from './log'

describe('redactUrl', () => {
  it.each([
    ['/password/reset?token=abc_DEF-123', '/password/reset?token=[redacted]'],
    ['/x?a=1&token=abc&b=2', '/x?a=1&token=[redacted]&b=2'],
    ['/x?TOKEN=abc#top', '/x?TOKEN=[redacted]#top'],
    ['/api/login', '/api/login'],
    ['/x?mytoken=keep', '/x?mytoken=keep'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})
