import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { sessions } from '../db/schema'
import { hashToken, isWellFormedToken, newToken } from './tokens'

export interface IssuedSession {
  token: string
  expiresAt: Date
}

export interface AuthContext {
  userId: string
  sessionId: string
}

export function createSessionService(db: Database, ttlHours: number) {
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
      const [row] = await db
        .select({ sessionId: sessions.id, userId: sessions.userId })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1)
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
