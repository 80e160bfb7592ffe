import { messages } from '@recur/api'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Mailer } from '../adapters/mail'
import type { Database } from '../db/database'
import { passwordResets, users } from '../db/schema'
import { DomainError } from '../domain/errors'
import type { PasswordHasher } from './passwords'
import type { SessionService } from './sessions'
import { hashToken, newToken } from '../domain/tokens'
import type { UserService } from './users'

export interface PasswordResetDeps {
  db: Database
  hasher: PasswordHasher
  sessions: SessionService
  users: UserService
  mailer: Mailer
  resetTtlMinutes: number
  /** Where a failed reset or delivery is reported (the request has been answered by then). */
  onMailError: (error: unknown) => void
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db } = deps
  /** Resets and deliveries in flight; awaited on shutdown (and by tests). */
  const pending = new Set<Promise<void>>()

  const resetLink = (origin: string, token: string) => {
    const url = new URL(`${origin}/password/reset`)
    url.searchParams.set('token', token)
    return url.toString()
  }

  /** The reset itself, after the answer: a link for a known account, nothing for another. */
  const startReset = async (email: string, origin: string) => {
    const user = await deps.users.findByEmail(email)
    if (!user) return
    const token = newToken()
    const expiresAt = new Date(Date.now() + deps.resetTtlMinutes * 60_000)
    await db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
      await tx
        .insert(passwordResets)
        .values({ tokenHash: hashToken(token), userId: user.id, expiresAt })
    })
    const link = resetLink(origin, token)
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Recur password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone asked to reset the password of your Recur account. To choose a new one, open:',
        '',
        link,
        '',
        `The link works once, for ${deps.resetTtlMinutes} minutes.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    })
  }

  return {
    /**
     * Starts a reset when the account exists, and otherwise does nothing; the caller answers the
     * same either way. Everything, the account's lookup included, happens after the answer: the
     * caller waits for no work that depends on whether the account exists, so the answer's
     * timing tells nothing either (a known e-mail's writes and mail took longer). Its link is on
     * `origin` (`publicOrigin`: APP_URL, else where the request came to).
     */
    request(email: string, origin: string): Promise<void> {
      const work = startReset(email, origin)
        .catch(deps.onMailError)
        .finally(() => pending.delete(work))
      pending.add(work)
      return Promise.resolve()
    },

    /** Uses the token (once, before it expires), sets the password and signs out everywhere. */
    async reset(input: { token: string; password: string }): Promise<void> {
      const passwordHash = await deps.hasher.hash(input.password)
      const done = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId })
        if (!used) return false
        await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId))
        await deps.sessions.revokeAll(used.userId, tx)
        return true
      })
      if (!done) {
        throw new DomainError('invalid', messages.resetTokenInvalid, {
          token: [messages.resetTokenInvalid],
        })
      }
    },

    /** Resolves when every e-mail started so far has been handed over (or has failed). */
    async flush(): Promise<void> {
      await Promise.all([...pending])
    },
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
