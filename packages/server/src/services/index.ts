import type { Mailer } from '../adapters/mail'
import { localAppUrl, type Config } from '../config'
import type { Database } from '../db/database'
import { createCategoryService } from './categories'
import { createClock } from '../domain/clock'
import { createDashboardService } from './dashboard'
import { createPasswordHasher } from './passwords'
import { createPasswordResetService } from './password-reset'
import { createRateService, type RatesLogger } from './rates'
import { createSessionService } from './sessions'
import { createSubscriptionService } from './subscriptions'
import { createUserService } from './users'
import { createWalletService } from './wallet'
import { createCatalogue } from './catalogue'
import { createFundingService } from './funding'
import { createImportService } from './imports'
import { createPaystackGateway } from '../adapters/gateway/paystack'
import { createSandboxGateway } from '../adapters/gateway/sandbox'
import { createLedger } from './ledger'
import { createSandboxProvider } from '../adapters/bills/sandbox'
import { createVtpassProvider } from '../adapters/bills/vtpass'
import { createAttemptLimiter } from './attempts'
import { createAutoRenewal } from '../jobs/autoRenewal'
import { createReconciliation } from '../jobs/reconciliation'
import { createExpiryReminders } from '../jobs/reminders'
import { createExportService } from './exports'
import { createServicePaymentService } from './payments/servicePayment'
import { createCalendarFeedService } from './calendarFeed'
import { createReminderSettingsService } from './reminderSettings'

/** Paystack when its secret key is configured, else the sandbox checkout served by Recur. */
function chooseGateway(config: Config, db: Database, now: () => Date) {
  if (config.paystack) {
    const paystack = createPaystackGateway(config.paystack)
    return { gateway: paystack, paystack, sandboxGateway: undefined }
  }
  const sandboxGateway = createSandboxGateway(db, {
    now,
    expiresAfterMs: config.checkoutExpiresMinutes * 60_000,
  })
  return { gateway: sandboxGateway, paystack: undefined, sandboxGateway }
}

/** Every service of the server, wired once per app. */
export function createServices(deps: {
  config: Config
  db: Database
  mailer: Mailer
  onMailError: (error: unknown) => void
  /** Where the rates refresh and the payments report (the app's logger). */
  logger: RatesLogger & { error(object: object, message: string): void }
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
  const attempts = (max: number) =>
    createAttemptLimiter({ max, windowMs: config.rateLimit.windowMs, now: clock.now })
  const users = createUserService(db, hasher, sessions, subscriptions, {
    signIn: attempts(config.rateLimit.authMax),
    changePassword: attempts(config.rateLimit.passwordMax),
  })
  const rates = createRateService({
    db,
    clock,
    logger: deps.logger,
    feedUrl: config.ratesFeedUrl,
    refreshHours: config.ratesRefreshHours,
  })
  const ledger = createLedger(db)
  const { gateway, paystack, sandboxGateway } = chooseGateway(config, db, clock.now)
  // VTpass when its keys are configured, else the sandbox catalogue.
  const provider = config.vtpass
    ? createVtpassProvider(config.vtpass, { timeoutMs: config.providerTimeoutMs })
    : createSandboxProvider()
  const catalogue = createCatalogue(provider)
  const servicePayment = createServicePaymentService({
    db,
    ledger,
    catalogue,
    categories,
    clock,
    gateway,
    providerTimeoutMs: config.providerTimeoutMs,
    logger: deps.logger,
  })
  const funding = createFundingService({
    ledger,
    gateway,
    bounds: config.walletFund,
    logger: deps.logger,
    hooks: servicePayment.hooks,
    returnPage: servicePayment.returnPage,
  })
  const reconciliation = createReconciliation({
    db,
    funding,
    servicePayment,
    now: clock.now,
    afterMs: config.reconcile.afterMinutes * 60_000,
    intervalMs: config.reconcile.intervalSeconds * 1000,
    logger: deps.logger,
  })
  const autoRenewal = createAutoRenewal({
    db,
    clock,
    subscriptions,
    servicePayment,
    intervalMs: config.renewalIntervalSeconds * 1000,
    logger: deps.logger,
  })
  const reminders = createExpiryReminders({
    db,
    clock,
    mailer: deps.mailer,
    appUrl: config.appUrl ?? localAppUrl(config.port),
    daysAhead: config.reminders.daysAhead,
    intervalMs: config.reminders.intervalSeconds * 1000,
    logger: deps.logger,
  })
  const reminderSettings = createReminderSettingsService(db, config.reminders.daysAhead)
  const calendarFeed = createCalendarFeedService({
    db,
    clock,
    defaultReminderDays: config.reminders.daysAhead,
  })
  return {
    clock,
    reminderSettings,
    calendarFeed,
    ledger,
    reconciliation,
    autoRenewal,
    reminders,
    funding,
    sandboxGateway,
    paystack,
    catalogue,
    servicePayment,
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
    imports: createImportService({
      db,
      clock,
      categories,
      freePlanRenewalLimit: config.freePlanRenewalLimit,
    }),
    wallet: createWalletService(db, config.walletFund),
    exports: createExportService({ db, clock }),
    passwordReset: createPasswordResetService({
      db,
      hasher,
      sessions,
      users,
      mailer: deps.mailer,
      resetTtlMinutes: config.resetTtlMinutes,
      onMailError: deps.onMailError,
    }),
  }
}

export type Services = ReturnType<typeof createServices>
