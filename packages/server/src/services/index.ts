import type { Mailer } from '../adapters/mail'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { createPasswordHasher } from './passwords'
import { createPasswordResetService } from './password-reset'
import { createSessionService } from './sessions'
import { createUserService } from './users'
import { createWalletService } from './wallet'

/** Every service of the server, wired once per app. */
export function createServices(deps: {
  config: Config
  db: Database
  mailer: Mailer
  onMailError: (error: unknown) => void
}) {
  const { config, db } = deps
  const hasher = createPasswordHasher(config.argon2)
  const sessions = createSessionService(db, config.sessionTtlHours)
  const users = createUserService(db, hasher, sessions)
  return {
    sessions,
    users,
    wallet: createWalletService(db),
    passwordReset: createPasswordResetService({
      db,
      hasher,
      sessions,
      users,
      mailer: deps.mailer,
      appUrl: config.appUrl,
      resetTtlMinutes: config.resetTtlMinutes,
      onMailError: deps.onMailError,
    }),
  }
}

export type Services = ReturnType<typeof createServices>
