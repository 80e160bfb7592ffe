import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { queryRows } from '../db/raw'
import { sessions } from '../db/schema'
import { hashToken, isWellFormedToken, newToken } from '../domain/tokens'

export interface IssuedSession {
  token: string
  expiresAt: Date
}

export interface AuthContext {
  userId: string
  sessionId: string
  /** The user's data version when the session was checked (db/schema.ts `data_version`). */
  dataVersion: number
  /** The version of the data every user shares (exchange rates, categories). */
  sharedVersion: number
}

/** The most checks one round trip carries (the rest wait for the next). */
export const SESSION_CHECK_BATCH = 64

/**
 * The most session queries one instance has in flight at once. Checks asked meanwhile wait for
 * one to come back and then go together in the next: under load, each round trip carries the
 * checks of every request that arrived while the last one was out, so the round trips (and
 * their driver work) grow more slowly than the requests; unloaded, a check goes at once.
 */
export const SESSION_QUERIES_IN_FLIGHT = 2

/**
 * The live sessions among a batch of token hashes, with each one's user, the user's data
 * version and the shared data version: one named prepared statement (parsed and planned once
 * per connection), one round trip for every request that arrived in one turn of the event loop.
 */
const CHECK_SQL = `select s.token_hash, s.id, s.user_id, u.data_version,
  (select v.version from shared_data_version v where v.id = 1)
from sessions s join users u on u.id = s.user_id
where s.token_hash = any($1::text[]) and s.revoked_at is null and s.expires_at > $2::timestamptz`

interface Waiter {
  resolve(auth: AuthContext | undefined): void
  reject(error: unknown): void
}

export function createSessionService(db: Database, ttlHours: number) {
  /*
   * Every signed-in request's session is read from the database, never cached, so a session
   * revoked by any instance is refused by every instance at once. The requests that arrive
   * within one turn of the event loop share one query: each check waits for the end of the turn
   * (setImmediate), then one statement reads every token hash asked for; while
   * SESSION_QUERIES_IN_FLIGHT queries are out, checks wait for one to return. A check is only
   * ever answered by a query sent after it was asked, so it sees every revocation committed
   * before its request arrived, as a query of its own would.
   */
  let waiting = new Map<string, Waiter[]>()
  let scheduled = false
  let inFlight = 0

  const flush = () => {
    scheduled = false
    if (waiting.size === 0) return
    let batch = waiting
    waiting = new Map()
    if (batch.size > SESSION_CHECK_BATCH) {
      // The overflow goes in the next turn's query.
      const rest = [...batch].slice(SESSION_CHECK_BATCH)
      batch = new Map([...batch].slice(0, SESSION_CHECK_BATCH))
      for (const [hash, waiters] of rest) waiting.set(hash, waiters)
      schedule()
    }
    const hashes = [...batch.keys()]
    inFlight++
    queryRows(db, 'recur_session_batch', CHECK_SQL, [hashes, new Date().toISOString()])
      .finally(() => {
        inFlight--
        if (waiting.size > 0) schedule()
      })
      .then(
        (rows) => {
          for (const row of rows) {
            const auth: AuthContext = {
              sessionId: row[1] as string,
              userId: row[2] as string,
              dataVersion: Number(row[3]),
              sharedVersion: Number(row[4]),
            }
            for (const waiter of batch.get(row[0] as string) ?? []) waiter.resolve(auth)
            batch.delete(row[0] as string)
          }
          for (const waiters of batch.values())
            for (const waiter of waiters) waiter.resolve(undefined)
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
        },
      )
  }
  const schedule = () => {
    if (scheduled || inFlight >= SESSION_QUERIES_IN_FLIGHT) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    /** A new session for the user; only the token's hash is stored. */
    async issue(userId: string, tx: Executor = db): Promise<IssuedSession> {
      const token = newToken()
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000)
      await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt })
      return { token, expiresAt }
    },

    /** The live session a bearer token belongs to, or undefined (unknown, expired or revoked). */
    resolve(token: string): Promise<AuthContext | undefined> {
      if (!isWellFormedToken(token)) return Promise.resolve(undefined)
      const hash = hashToken(token)
      return new Promise((resolve, reject) => {
        const waiters = waiting.get(hash)
        if (waiters) waiters.push({ resolve, reject })
        else waiting.set(hash, [{ resolve, reject }])
        schedule()
      })
    },

    async revoke(auth: AuthContext): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.id, auth.sessionId),
            eq(sessions.userId, auth.userId),
            isNull(sessions.revokedAt),
          ),
        )
    },

    /** Revokes every live session of the user, except `keepSessionId` when given. */
    async revokeAll(userId: string, tx: Executor = db, keepSessionId?: string): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        )
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
