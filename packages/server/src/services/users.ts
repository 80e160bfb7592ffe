import { messages, PRODUCT_TIME_ZONE, type Profile } from '@recur/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { isUniqueViolation } from '../db/errors'
import { users, wallets, type UserRow } from '../db/schema'
import { DomainError } from '../domain/errors'
import type { AttemptLimiter } from './attempts'
import type { PasswordHasher } from './passwords'
import { pricingPlan, type PlanKey } from './plans'
import type { IssuedSession, SessionService } from './sessions'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The part before the @, the default username. */
export const localPart = (email: string) => email.slice(0, email.lastIndexOf('@'))

export interface SignedIn {
  user: UserRow
  session: IssuedSession
}

/** What the profile needs to know about the user's plan and renewals (the subscriptions service). */
export interface RenewalAllowance {
  planOf(user: UserRow): Promise<PlanKey>
  isRenewalLimitReached(userId: string, plan: string): Promise<boolean>
}

export function createUserService(
  db: Database,
  hasher: PasswordHasher,
  sessions: SessionService,
  renewals: RenewalAllowance,
  /** Failed sign-ins per e-mail, and wrong old passwords per account. */
  guards: { signIn: AttemptLimiter; changePassword: AttemptLimiter },
) {
  const toProfile = async (user: UserRow): Promise<Profile> => {
    const plan = await renewals.planOf(user)
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      timezone: user.timezone,
      is_renewal_limit_reached: await renewals.isRenewalLimitReached(user.id, plan),
      pricing_plan: pricingPlan(plan),
    }
  }

  const findByEmail = async (email: string) => {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1)
    return row
  }

  const emailTaken = () =>
    new DomainError('invalid', messages.emailTaken, { email: [messages.emailTaken] })

  return {
    /** Creates the user, their empty wallet and a first session in one transaction. */
    async register(input: { email: string; password: string }): Promise<SignedIn> {
      const email = normalizeEmail(input.email)
      if (await findByEmail(email)) throw emailTaken()
      const passwordHash = await hasher.hash(input.password)
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email, username: localPart(email), passwordHash })
            .returning()
          if (!user) throw new Error('insert into users returned no row')
          await tx.insert(wallets).values({ userId: user.id })
          const session = await sessions.issue(user.id, tx)
          return { user, session }
        })
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken()
        throw error
      }
    },

    /** One answer for an unknown e-mail and a wrong password, after the same amount of work. */
    async login(input: { email: string; password: string }): Promise<SignedIn> {
      const target = normalizeEmail(input.email)
      if (guards.signIn.isBlocked(target)) throw new DomainError('too-many-attempts')
      const user = await findByEmail(input.email)
      const ok = user
        ? await hasher.verify(user.passwordHash, input.password)
        : await hasher.verifyNothing(input.password)
      if (!user || !ok) {
        guards.signIn.fail(target)
        throw new DomainError('invalid', messages.invalidCredentials)
      }
      return { user, session: await sessions.issue(user.id) }
    },

    findByEmail,

    async profile(userId: string): Promise<Profile> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!user) throw new DomainError('unauthenticated')
      return toProfile(user)
    },

    /**
     * Sets the username and time zone. Lagos (GMT+1) is the product's only time zone (spec §9):
     * any spelling of it is stored as 'Africa/Lagos'; any other zone is refused.
     */
    async updateProfile(userId: string, input: { username: string; timezone: string }) {
      if (input.timezone.trim().toLowerCase() !== PRODUCT_TIME_ZONE.toLowerCase()) {
        throw new DomainError('invalid', messages.validationFailed, {
          timezone: [messages.timezoneUnsupported],
        })
      }
      const [user] = await db
        .update(users)
        .set({ username: input.username, timezone: PRODUCT_TIME_ZONE })
        .where(eq(users.id, userId))
        .returning()
      if (!user) throw new DomainError('unauthenticated')
      return toProfile(user)
    },

    /** Checks the old password, sets the new one and signs out every other session. */
    async changePassword(
      auth: { userId: string; sessionId: string },
      input: { old_password: string; password: string },
    ): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1)
      if (!user) throw new DomainError('unauthenticated')
      if (guards.changePassword.isBlocked(user.id)) {
        throw new DomainError('too-many-attempts')
      }
      if (!(await hasher.verify(user.passwordHash, input.old_password))) {
        guards.changePassword.fail(user.id)
        throw new DomainError('invalid', messages.oldPasswordWrong, {
          old_password: [messages.oldPasswordWrong],
        })
      }
      const passwordHash = await hasher.hash(input.password)
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
        await sessions.revokeAll(user.id, tx, auth.sessionId)
      })
    },
  }
}

export type UserService = ReturnType<typeof createUserService>
