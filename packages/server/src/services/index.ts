import type { Mailer } from '../adapters/mail'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { createCategoryService } from './categories'
import { createClock } from './clock'
import { createDashboardService } from './dashboard'
import { createPasswordHasher } from './passwords'
import { createPasswordResetService } from './password-reset'
import { createRateService, type RatesLogger } from './rates'
import { createSessionService } from './sessions'
import { createSubscriptionService } from './subscriptions'
import { createUserService } from './users'
import { createWalletService } from './wallet'

/** Every service of the server, wired once per app. */
export function createServices(deps: {
  config: Config
  db: Database
  mailer: Mailer
  onMailError: (error: unknown) => void
  /** Where the rates refresh reports (the app's logger). */
  logger: RatesLogger
  /** The wall clock by default; tests fix it. */
  now?: () => Date
}) {
  const { config, db } = deps
  const clock = createClock(deps.now)
  const hasher = createPasswordHasher(config.argon2)
  const sessions = createSessionService(db, config.sessionTtlHours)
  const categories = createCategoryService(db)
  const subscriptions = createSubscriptionService({
    db,
    clock,
    categories,
    freePlanRenewalLimit: config.freePlanRenewalLimit,
  })
  const users = createUserService(db, hasher, sessions, subscriptions)
  const rates = createRateService({
    db,
    clock,
    logger: deps.logger,
    feedUrl: config.ratesFeedUrl,
    refreshHours: config.ratesRefreshHours,
  })
  return {
    clock,
    rates,
    dashboard: createDashboardService({
      db,
      clock,
      rates,
      expiringSoonDays: config.expiringSoonDays,
    }),
    sessions,
    users,
    categories,
    subscriptions,
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
