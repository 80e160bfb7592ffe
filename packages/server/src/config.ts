/*
 * Longer than ~300 lines on purpose: this is the one reader of `process.env`, and a setting's
 * type, default, parsing and checks are kept together here so that adding one is one file
 * (the README's table of variables mirrors it).
 */
import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { REMINDER_DAY_CHOICES } from '@recur/api'
import { DEFAULT_PAYSTACK_BASE_URL } from './adapters/gateway/paystack'
import { DEFAULT_VTPASS_BASE_URL } from './adapters/bills/vtpass'

/**
 * The server's whole configuration. `loadConfig` is the only place in the server that reads
 * `process.env`; everything else receives a `Config` (tests build one with `defineConfig`).
 */
export interface Config {
  port: number
  host: string
  /** Absolute directory for the embedded database and the mail outbox. */
  dataDir: string
  /** postgres://… for a PostgreSQL server; undefined → PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined
  /**
   * Public base URL of the app (APP_URL, no trailing slash): links in e-mails, the gateway's
   * return. Undefined → each request's own origin (`http/publicOrigin.ts`), and `localAppUrl`
   * where there is no request (the jobs' e-mails).
   */
  appUrl: string | undefined
  /** smtp://… or smtps://…; undefined → the on-disk outbox. */
  smtpUrl: string | undefined
  mailFrom: string
  sessionTtlHours: number
  resetTtlMinutes: number
  rateLimit: {
    /** Length of one rate-limit window, in milliseconds. */
    windowMs: number
    /** Requests per window and client IP on POST /login and POST /register, each. */
    authMax: number
    /** Requests per window and client IP on POST /password/forgot and /password/reset, each. */
    passwordMax: number
  }
  /**
   * Trust X-Forwarded-* from a proxy in front (the client IP then comes from it): `true` trusts
   * every hop (the left-most address wins), a list of addresses/CIDRs trusts only those proxies
   * (the first address not in the list, walking back from the socket, is the client's).
   */
  trustProxy: boolean | string[]
  bodyLimitBytes: number
  /** How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number
  /** The built app to serve; served only when the directory exists. */
  staticDir: string
  logLevel: LogLevel
  /** Renewals a user on the Free plan may make (FREE_PLAN_RENEWAL_LIMIT, default 5). */
  freePlanRenewalLimit: number
  /**
   * The exchange-rate feed (RATES_FEED_URL, http:// or https://); undefined → no refresh, the
   * stored rates stay as they are (docs/dashboard.md describes the feed's JSON).
   */
  ratesFeedUrl: string | undefined
  /** Hours between two reads of the rates feed (RATES_REFRESH_HOURS, default 24, at most 576). */
  ratesRefreshHours: number
  /** The Expiring Soon card's window in days after today (EXPIRING_SOON_DAYS, default 30). */
  expiringSoonDays: number
  /**
   * Memory for the answer cache, in bytes (ANSWER_CACHE_MB, default 64, 0 = no cache): the
   * serialised and compressed answers of signed-in GETs (http/answerCache.ts).
   */
  answerCacheBytes: number
  /** Smallest and largest wallet funding, in kobo (WALLET_FUND_MIN / WALLET_FUND_MAX, naira). */
  walletFund: { minKobo: bigint; maxKobo: bigint }
  /**
   * How long a sandbox checkout stays open (CHECKOUT_EXPIRES_MINUTES, default 30): after it, the
   * checkout is closed and its pending credit fails as expired at the next reconciliation.
   */
  checkoutExpiresMinutes: number
  /**
   * Paystack, when PAYSTACK_SECRET_KEY is set (PAYSTACK_BASE_URL for a test double); undefined →
   * the sandbox checkout served by Recur.
   */
  paystack: { secretKey: string; baseUrl: string } | undefined
  /**
   * VTpass as the bill provider, when VTPASS_API_KEY and VTPASS_SECRET_KEY are set (then
   * VTPASS_PUBLIC_KEY is required too: GET requests carry it); undefined → the sandbox catalogue.
   */
  vtpass: { apiKey: string; secretKey: string; publicKey: string; baseUrl: string } | undefined
  /**
   * ALLOW_SANDBOX_MIX=staging: a real gateway or provider beside a sandbox part is accepted (and
   * warned about at start-up). Otherwise such a mix stops the start (`sandboxMixProblem`).
   */
  allowSandboxMix: boolean
  /** Reconciliation of pending ledger rows: their minimum age and how often it runs (0: never). */
  reconcile: { afterMinutes: number; intervalSeconds: number }
  /** How often the auto-renewal job runs, in seconds (RENEWAL_INTERVAL_SECONDS; 0: never). */
  renewalIntervalSeconds: number
  /**
   * Expiry reminders: how many days ahead of the end date for an account that has not chosen
   * (REMINDER_DAYS_AHEAD: 1, 3 or 7, the choices Settings offers; an account may also choose
   * none), and how often the job runs (0: never).
   */
  reminders: { daysAhead: number; intervalSeconds: number }
  /** Requests per window and client IP on the calendar feed (RATE_LIMIT_FEED_MAX). */
  feedRateLimitMax: number
  /** How long a bill provider may take to answer a purchase (PROVIDER_TIMEOUT_MS). */
  providerTimeoutMs: number
  /**
   * argon2id cost. Not read from the environment: production always uses the defaults below
   * (OWASP's recommended 19 MiB, 2 passes). Only the test suite lowers it, to stay fast.
   */
  argon2: { memoryCost: number; timeCost: number; parallelism: number }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const DEFAULT_FREE_PLAN_RENEWAL_LIMIT = 5
export const DEFAULT_RATES_REFRESH_HOURS = 24
/** 24 days: the longest delay a Node.js timer takes (2^31 - 1 ms is 24.8 days). */
export const MAX_RATES_REFRESH_HOURS = 576
export const DEFAULT_EXPIRING_SOON_DAYS = 30
export const DEFAULT_ANSWER_CACHE_MB = 64

export const DEFAULT_WALLET_FUND_MIN = 100
export const DEFAULT_WALLET_FUND_MAX = 1_000_000
export const DEFAULT_PROVIDER_TIMEOUT_MS = 30_000
export const DEFAULT_CHECKOUT_EXPIRES_MINUTES = 30

export const DEFAULT_ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** packages/app/dist, from either packages/server/src or packages/server/dist. */
const defaultStaticDir = () => fileURLToPath(new URL('../../app/dist/', import.meta.url))

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

/** Reads and validates the environment; throws a ConfigError naming every bad value. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = []
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value === '' ? undefined : value
  }
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`)
      return fallback
    }
    return value
  }
  const url = (name: string, protocols: string[]) => {
    const raw = read(name)
    if (raw === undefined) return undefined
    try {
      const parsed = new URL(raw)
      if (protocols.includes(parsed.protocol)) return raw
    } catch {
      // reported below
    }
    problems.push(`${name} must be a ${protocols.map((p) => `${p}//…`).join(' or ')} URL.`)
    return undefined
  }
  const port = int('PORT', 3000, 0, 65535)
  const logLevel = read('LOG_LEVEL') ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}".`)
  }
  const fundMin = int('WALLET_FUND_MIN', DEFAULT_WALLET_FUND_MIN, 1, 1_000_000_000)
  const fundMax = int('WALLET_FUND_MAX', DEFAULT_WALLET_FUND_MAX, 1, 1_000_000_000)
  if (fundMin > fundMax) problems.push('WALLET_FUND_MIN must not be more than WALLET_FUND_MAX.')
  const paystackSecret = read('PAYSTACK_SECRET_KEY')
  const paystackBase = url('PAYSTACK_BASE_URL', ['http:', 'https:'])
  const vtpassKeys = {
    VTPASS_API_KEY: read('VTPASS_API_KEY'),
    VTPASS_SECRET_KEY: read('VTPASS_SECRET_KEY'),
    VTPASS_PUBLIC_KEY: read('VTPASS_PUBLIC_KEY'),
  }
  const vtpassBase = url('VTPASS_BASE_URL', ['http:', 'https:'])
  const vtpassWanted = Object.values(vtpassKeys).some((v) => v !== undefined)
  if (vtpassWanted) {
    const missing = Object.entries(vtpassKeys).filter(([, v]) => v === undefined)
    if (missing.length > 0) {
      problems.push(
        `VTpass needs VTPASS_API_KEY, VTPASS_SECRET_KEY and VTPASS_PUBLIC_KEY; missing ${missing.map(([k]) => k).join(', ')}.`,
      )
    }
  }
  const allowSandboxMix = read('ALLOW_SANDBOX_MIX')
  if (allowSandboxMix !== undefined && allowSandboxMix !== SANDBOX_MIX_STAGING) {
    problems.push(
      `ALLOW_SANDBOX_MIX must be "${SANDBOX_MIX_STAGING}" or unset; got "${allowSandboxMix}".`,
    )
  }
  const mix = sandboxMixProblem({ paystack: paystackSecret !== undefined, vtpass: vtpassWanted })
  if (mix && allowSandboxMix !== SANDBOX_MIX_STAGING) problems.push(mix)

  const appUrl = url('APP_URL', ['http:', 'https:'])
  const reminderDaysAhead = int('REMINDER_DAYS_AHEAD', 3, 1, 7)
  if (!DEFAULT_REMINDER_CHOICES.includes(reminderDaysAhead)) {
    problems.push(`REMINDER_DAYS_AHEAD must be 1, 3 or 7; got "${reminderDaysAhead}".`)
  }
  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? 'data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    appUrl: appUrl?.replace(/\/+$/, ''),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read('MAIL_FROM') ?? 'Recur <no-reply@recur.localhost>',
    sessionTtlHours: int('SESSION_TTL_HOURS', 168, 1, 24 * 366),
    resetTtlMinutes: int('RESET_TTL_MINUTES', 60, 1, 24 * 60),
    rateLimit: {
      windowMs: int('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      authMax: int('RATE_LIMIT_AUTH_MAX', 10, 1, 1_000_000),
      passwordMax: int('RATE_LIMIT_PASSWORD_MAX', 5, 1, 1_000_000),
    },
    trustProxy: trustProxy(read('TRUST_PROXY'), problems),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 100 * 1024, 1024, 10 * 1024 * 1024),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000),
    staticDir: path.resolve(cwd, read('STATIC_DIR') ?? defaultStaticDir()),
    logLevel: logLevel as LogLevel,
    freePlanRenewalLimit: int(
      'FREE_PLAN_RENEWAL_LIMIT',
      DEFAULT_FREE_PLAN_RENEWAL_LIMIT,
      0,
      1_000_000,
    ),
    ratesFeedUrl: url('RATES_FEED_URL', ['http:', 'https:']),
    ratesRefreshHours: int(
      'RATES_REFRESH_HOURS',
      DEFAULT_RATES_REFRESH_HOURS,
      1,
      MAX_RATES_REFRESH_HOURS,
    ),
    expiringSoonDays: int('EXPIRING_SOON_DAYS', DEFAULT_EXPIRING_SOON_DAYS, 0, 366),
    answerCacheBytes: int('ANSWER_CACHE_MB', DEFAULT_ANSWER_CACHE_MB, 0, 65_536) * 1024 * 1024,
    walletFund: {
      minKobo: BigInt(fundMin) * 100n,
      maxKobo: BigInt(fundMax) * 100n,
    },
    checkoutExpiresMinutes: int(
      'CHECKOUT_EXPIRES_MINUTES',
      DEFAULT_CHECKOUT_EXPIRES_MINUTES,
      1,
      1440,
    ),
    paystack: paystackSecret
      ? { secretKey: paystackSecret, baseUrl: paystackBase ?? DEFAULT_PAYSTACK_BASE_URL }
      : undefined,
    vtpass:
      vtpassKeys.VTPASS_API_KEY && vtpassKeys.VTPASS_SECRET_KEY && vtpassKeys.VTPASS_PUBLIC_KEY
        ? {
            apiKey: vtpassKeys.VTPASS_API_KEY,
            secretKey: vtpassKeys.VTPASS_SECRET_KEY,
            publicKey: vtpassKeys.VTPASS_PUBLIC_KEY,
            baseUrl: (vtpassBase ?? DEFAULT_VTPASS_BASE_URL).replace(/\/+$/, ''),
          }
        : undefined,
    allowSandboxMix: allowSandboxMix === SANDBOX_MIX_STAGING,
    reconcile: {
      afterMinutes: int('RECONCILE_AFTER_MINUTES', 15, 1, 1440),
      intervalSeconds: int('RECONCILE_INTERVAL_SECONDS', 300, 0, 86_400),
    },
    renewalIntervalSeconds: int('RENEWAL_INTERVAL_SECONDS', 3600, 0, 86_400),
    reminders: {
      daysAhead: reminderDaysAhead,
      intervalSeconds: int('REMINDER_INTERVAL_SECONDS', 3600, 0, 86_400),
    },
    feedRateLimitMax: int('RATE_LIMIT_FEED_MAX', 60, 1, 1_000_000),
    providerTimeoutMs: int('PROVIDER_TIMEOUT_MS', DEFAULT_PROVIDER_TIMEOUT_MS, 100, 600_000),
    argon2: { ...DEFAULT_ARGON2 },
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/** What REMINDER_DAYS_AHEAD may be: the reminder choices Settings offers, less "none". */
const DEFAULT_REMINDER_CHOICES: readonly number[] = REMINDER_DAY_CHOICES.filter((days) => days > 0)

/** The one value of ALLOW_SANDBOX_MIX that allows a mix: a staging server, no real money. */
export const SANDBOX_MIX_STAGING = 'staging'

const sandboxMixEscape = `(On a staging server where no real money moves, ALLOW_SANDBOX_MIX=${SANDBOX_MIX_STAGING} allows the mix.)`

/**
 * Real money must never meet a sandbox part: with a real bill provider (VTpass) the sandbox
 * checkout would let anyone credit their wallet by pressing Pay and spend it on real bouquets;
 * with a real gateway (Paystack) customers would pay real money for the sandbox catalogue's
 * bouquets, which are never delivered. Both real, or both sandbox; anything else is refused.
 */
export function sandboxMixProblem(real: { paystack: boolean; vtpass: boolean }) {
  if (real.vtpass && !real.paystack) {
    return `VTpass keys (VTPASS_API_KEY, VTPASS_SECRET_KEY, VTPASS_PUBLIC_KEY) are set but PAYSTACK_SECRET_KEY is not: the sandbox checkout would credit wallets for free and VTpass would deliver real bouquets against them. Set PAYSTACK_SECRET_KEY too, or unset the VTpass keys. ${sandboxMixEscape}`
  }
  if (real.paystack && !real.vtpass) {
    return `PAYSTACK_SECRET_KEY is set but the VTpass keys (VTPASS_API_KEY, VTPASS_SECRET_KEY, VTPASS_PUBLIC_KEY) are not: customers would pay real money for the sandbox catalogue's bouquets, which are never delivered. Set the VTpass keys too, or unset PAYSTACK_SECRET_KEY. ${sandboxMixEscape}`
  }
  return undefined
}

/**
 * TRUST_PROXY: true/false (also 1/0, yes/no), or a comma-separated list of the proxies' addresses
 * or CIDR ranges (`10.0.0.0/8, 192.168.1.5`), which Fastify then trusts alone.
 */
function trustProxy(raw: string | undefined, problems: string[]): boolean | string[] {
  if (raw === undefined) return false
  const word = raw.toLowerCase()
  if (['1', 'true', 'yes'].includes(word)) return true
  if (['0', 'false', 'no'].includes(word)) return false
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const valid = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    if (family === 0 || rest.length > 0) return false
    if (prefix === undefined) return true
    const bits = Number(prefix)
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
  }
  if (entries.length > 0 && entries.every(valid)) return entries
  problems.push(
    `TRUST_PROXY must be true, false, or a comma-separated list of IP addresses or CIDR ranges; got "${raw}".`,
  )
  return false
}

/** The app's address on this machine: links made without APP_URL and without a request. */
export const localAppUrl = (port: number) => `http://localhost:${port}`

/** What the operator must hear about at every start: settings that are allowed but risky. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = []
  if (config.appUrl === undefined) {
    warnings.push(
      `APP_URL is not set: links follow the address each request came to (its Host header), and reminder e-mails link to ${localAppUrl(config.port)}. ` +
        'Set APP_URL to the public address on any server reachable from the internet: a forged Host header could otherwise put another site in a password-reset e-mail.',
    )
  }
  const mix = sandboxMixProblem({ paystack: !!config.paystack, vtpass: !!config.vtpass })
  if (mix && config.allowSandboxMix) {
    warnings.push(
      `ALLOW_SANDBOX_MIX=${SANDBOX_MIX_STAGING}: a real payment service runs beside a sandbox one. Never let real customers or real money near this server. ${mix.split(':')[0]}.`,
    )
  }
  return warnings
}

/** A complete configuration from defaults plus overrides, without reading the environment. */
export function defineConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), ...overrides }
}
