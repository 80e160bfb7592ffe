import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { createMailer, type Mailer } from './adapters/mail'
import type { Config } from './config'
import type { Database } from './db/database'
import { createAnswerCache } from './http/answerCache'
import { createLogger, OneLineRequestLog } from './http/log'
import { clientErrorHandler } from './http/clientErrors'
import { requestTimeouts } from './http/timeouts'
import { noStore } from './plugins/no-store'
import { healthCheck } from './db/health'
import { jsonBodyOnly } from './plugins/body'
import { responseCompression } from './plugins/compression'
import { envelopeErrors, frameworkErrors } from './plugins/errors'
import { rateLimits } from './plugins/rate-limit'
import { securityHeaders } from './plugins/security'
import { spa } from './plugins/spa'
import { authRoutes } from './routes/auth'
import { dashboardRoutes } from './routes/dashboard'
import { exportRoutes } from './routes/exports'
import type { RouteContext } from './routes/context'
import { lookupRoutes } from './routes/lookups'
import { passwordRoutes } from './routes/password'
import { subscriptionRoutes } from './routes/subscriptions'
import { importRoutes } from './routes/imports'
import { userRoutes } from './routes/users'
import { walletRoutes } from './routes/wallet'
import { artworkRoutes } from './routes/artwork'
import { checkoutRoutes } from './routes/checkout'
import { paystackWebhookRoute } from './routes/paystackWebhook'
import { servicePaymentRoutes } from './routes/servicePayment'
import { settingsRoutes } from './routes/settings'
import { calendarFeedRoutes } from './routes/calendarFeed'
import { createRouter } from './routes/serve'
import { createServices, type Services } from './services'

export const API_PREFIX = '/api'

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

export interface AppDeps {
  /** An open, migrated database (see db/open.ts). The caller closes it. */
  db: Database
  /**
   * What `GET /healthz` asks the database (the handle's `ping`, which on PGlite does not wait
   * behind queued requests); `select 1` through `db` by default.
   */
  ping?: () => Promise<unknown>
  /** Defaults to the configured mailer (outbox or SMTP), closed with the app. */
  mailer?: Mailer
  /** The clock ("today" in Lagos decides status and date rules); the wall clock by default. */
  now?: () => Date
}

/** The whole HTTP server, from a configuration and its outside world; no environment read. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel),
    logController: new OneLineRequestLog(),
    bodyLimit: config.bodyLimitBytes,
    ...requestTimeouts(config.requestTimeoutMs),
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  })
  const mailer = deps.mailer ?? createMailer(config, app.log)
  const services = createServices({
    config,
    db: deps.db,
    mailer,
    onMailError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
    logger: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  })
  // The category catalogue is data the server owns: added to the database when missing.
  await services.categories.seed()
  app.decorate('services', services)
  app.decorateRequest('auth', null)

  envelopeErrors(app)
  jsonBodyOnly(app)
  await securityHeaders(app)
  await responseCompression(app)
  await rateLimits(app)

  const answers = createAnswerCache({
    maxBytes: config.answerCacheBytes,
    today: services.clock.today,
  })
  const router = createRouter({ sessions: services.sessions, answers })
  const context: RouteContext = { config, services, answers, serve: router.serve }
  await app.register(
    async (api) => {
      api.addHook('onRequest', noStore)
      // Each module serves rows of the endpoint tables (@recur/api), then all are mounted:
      // the signed-in rows behind one session check (routes/serve.ts).
      authRoutes(api, context)
      passwordRoutes(api, context)
      userRoutes(api, context)
      walletRoutes(api, context)
      subscriptionRoutes(api, context)
      importRoutes(api, context)
      lookupRoutes(api, context)
      dashboardRoutes(api, context)
      servicePaymentRoutes(api, context)
      settingsRoutes(api, context)
      // The calendar feed: under /api but no row of the tables (no session; its token is the key).
      calendarFeedRoutes(api, context)
      exportRoutes(context)
      router.mount(api)
    },
    { prefix: API_PREFIX },
  )
  artworkRoutes(app)
  healthCheck(app, deps.ping ?? (() => deps.db.execute(sql`select 1`)))
  if (services.sandboxGateway) {
    await checkoutRoutes(app, {
      sandbox: services.sandboxGateway,
      funding: services.funding,
    })
  }
  const { paystack } = services
  if (paystack) {
    await app.register(async (api) => paystackWebhookRoute(api, paystack, services.funding), {
      prefix: API_PREFIX,
    })
  }
  await spa(app, { staticDir: config.staticDir, apiPrefix: API_PREFIX })

  // With RATES_FEED_URL: refresh the exchange rates now and every RATES_REFRESH_HOURS (an
  // unref'd timer, stopped on close).
  services.rates.start()
  // Every RECONCILE_INTERVAL_SECONDS: re-check ledger rows left pending (an unref'd timer).
  services.reconciliation.start()
  // Every RENEWAL_INTERVAL_SECONDS: renew the due subscriptions whose auto-renew is on.
  services.autoRenewal.start()
  // Every REMINDER_INTERVAL_SECONDS: e-mail about subscriptions ending within REMINDER_DAYS_AHEAD.
  services.reminders.start()

  app.addHook('onClose', async () => {
    await services.rates.stop()
    await services.reconciliation.stop()
    await services.autoRenewal.stop()
    await services.reminders.stop()
    await services.passwordReset.flush()
    if (!deps.mailer) await mailer.close()
  })
  return app
}
