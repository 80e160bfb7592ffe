import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { sessions, sharedDataVersion, users } from '../db/schema'
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

export function createSessionService(db: Database, ttlHours: number) {
  /*
   * Every signed-in request runs this one prepared statement (parsed and planned once per
   * connection): the live session, its user's data version and the shared data version. It is
   * read from the database on every request, never cached, so a session revoked by any instance
   * is refused by every instance at once.
   */
  const check = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      dataVersion: users.dataVersion,
      sharedVersion:
        sql<number>`(select ${sharedDataVersion.version} from ${sharedDataVersion} where ${sharedDataVersion.id} = 1)`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('recur_session_check')

  return {
    /** A new session for the user; only the token's hash is stored. */
    async issue(userId: string, tx: Executor = db): Promise<IssuedSession> {
      const token = newToken()
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000)
      await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt })
      return { token, expiresAt }
    },

    /** The live session a bearer token belongs to, or undefined (unknown, expired or revoked). */
    async resolve(token: string): Promise<AuthContext | undefined> {
      if (!isWellFormedToken(token)) return undefined
      const [row] = await check.execute({
        tokenHash: hashToken(token),
        now: new Date().toISOString(),
      })
      return row
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
