import { DrizzleQueryError } from 'drizzle-orm'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions, redactUrl } from './log'

describe('redactUrl', () => {
  it.each([
    ['/password/reset?token=abc_DEF-123', '/password/reset?token=[redacted]'],
    ['/x?a=1&token=abc&b=2', '/x?a=1&token=[redacted]&b=2'],
    ['/x?TOKEN=abc#top', '/x?TOKEN=[redacted]#top'],
    ['/api/login', '/api/login'],
    ['/x?mytoken=keep', '/x?mytoken=keep'],
    ['/api/calendar/abcDEF_123-xyz.ics', '/api/calendar/[redacted]'],
    ['/api/calendar/abc.ics?x=1', '/api/calendar/[redacted]?x=1'],
    ['/api/exports/download?ticket=eyJ.c2ln', '/api/exports/download?ticket=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})

describe('the logger never writes query parameters', () => {
  it('a failed query is logged with its SQL and its cause, without the values it carried', () => {
    const lines: string[] = []
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) })
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    })
    const error = new DrizzleQueryError(
      'insert into "users" ("id", "email", "username") values ($1, $2, $3)',
      ['2f0c…-user-id', 'ada@example.com', 'Ada Lovelace'],
      cause,
    )
    logger.error({ err: error }, 'unexpected error')
    logger.child({ reqId: 'r1' }).error({ err: error }, 'in a request')

    expect(lines).toHaveLength(2)
    for (const line of lines) {
      expect(line).toContain('insert into \\"users\\"')
      expect(line).toContain('duplicate key value violates unique constraint')
      expect(line).not.toContain('ada@example.com')
      expect(line).not.toContain('Ada Lovelace')
      expect(line).not.toContain('user-id')
    }
  })
})
