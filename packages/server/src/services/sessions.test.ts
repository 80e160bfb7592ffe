import { describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { hashToken, newToken } from '../domain/tokens'
import { createSessionService, SESSION_QUERIES_IN_FLIGHT } from './sessions'

/*
 * The session check's round trips, against a database that answers only when told to: how many
 * are out at once, what each carries, and which answers a check may take. (Over HTTP and a real
 * database: test/two-instances.test.ts, test/auth.test.ts.)
 */

interface Sent {
  hashes: string[]
  answer(): void
}

/**
 * A database whose session query reads the hashes of `live` when it arrives, and returns them
 * when `answer()` is called.
 */
function fakeDatabase(live: Set<string>) {
  const sent: Sent[] = []
  let out = 0
  let mostOut = 0
  const pool = {
    query(config: { values: unknown[] }) {
      const hashes = config.values[0] as string[]
      out++
      mostOut = Math.max(mostOut, out)
      const rows = hashes
        .filter((hash) => live.has(hash))
        .map((hash) => [hash, `session-${hash}`, `user-${hash}`, '1', '0'])
      return new Promise((resolve) => {
        sent.push({
          hashes,
          answer() {
            out--
            resolve({ rows })
          },
        })
      })
    },
  }
  return { db: { $client: pool } as unknown as Database, sent, mostOut: () => mostOut }
}

/** Lets the event loop turn, so scheduled checks go out. */
const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('the session check', () => {
  it(`keeps at most ${SESSION_QUERIES_IN_FLIGHT} queries out; checks asked meanwhile go together in the next`, async () => {
    const tokens = Array.from({ length: 6 }, () => newToken())
    const live = new Set(tokens.map(hashToken))
    const { db, sent, mostOut } = fakeDatabase(live)
    const sessions = createSessionService(db, 1)
    const answers: Array<Promise<unknown>> = []
    for (const token of tokens) {
      // Each asked in a turn of its own.
      answers.push(sessions.resolve(token))
      await turn()
    }
    expect(sent).toHaveLength(SESSION_QUERIES_IN_FLIGHT)
    sent[0]!.answer()
    await turn()
    await turn()
    // The checks that waited went out together, in one query.
    expect(sent).toHaveLength(SESSION_QUERIES_IN_FLIGHT + 1)
    expect(sent.at(-1)!.hashes).toEqual(
      tokens.slice(SESSION_QUERIES_IN_FLIGHT).map((token) => hashToken(token)),
    )
    for (const query of sent.slice(1)) query.answer()
    const resolved = (await Promise.all(answers)) as Array<{ userId: string } | undefined>
    expect(resolved.map((auth) => auth?.userId)).toEqual(
      tokens.map((token) => `user-${hashToken(token)}`),
    )
    expect(mostOut()).toBe(SESSION_QUERIES_IN_FLIGHT)
  })

  it('answers a check only with a query sent after it was asked: a revocation meanwhile is seen', async () => {
    const token = newToken()
    const live = new Set([hashToken(token)])
    const { db, sent } = fakeDatabase(live)
    const sessions = createSessionService(db, 1)
    const before = sessions.resolve(token)
    await turn()
    expect(sent).toHaveLength(1)
    // Revoked while the first query is out, then asked again: the first query's answer (read
    // before the revocation) must not answer the second check.
    live.delete(hashToken(token))
    const after = sessions.resolve(token)
    await turn()
    sent[0]!.answer()
    expect(await before).toMatchObject({ userId: `user-${hashToken(token)}` })
    await turn()
    expect(sent).toHaveLength(2)
    sent[1]!.answer()
    expect(await after).toBeUndefined()
  })
})
