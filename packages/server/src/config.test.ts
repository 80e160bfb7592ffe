import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEFAULT_ARGON2,
  defineConfig,
  loadConfig,
  SANDBOX_MIX_STAGING,
  startupWarnings,
} from './config'

const VTPASS_KEYS = { VTPASS_API_KEY: 'ak', VTPASS_SECRET_KEY: 'sk', VTPASS_PUBLIC_KEY: 'pk' }
const PAYSTACK_KEY = { PAYSTACK_SECRET_KEY: 'sk_test_x' }

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/recur')
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/recur/data',
      databaseUrl: undefined,
      appUrl: undefined,
      smtpUrl: undefined,
      sessionTtlHours: 168,
      resetTtlMinutes: 60,
      rateLimit: { windowMs: 60_000, authMax: 10, passwordMax: 5 },
      trustProxy: false,
      bodyLimitBytes: 102_400,
      logLevel: 'info',
      freePlanRenewalLimit: 5,
      ratesFeedUrl: undefined,
      ratesRefreshHours: 24,
      expiringSoonDays: 30,
      answerCacheBytes: 64 * 1024 * 1024,
      walletFund: { minKobo: 10_000n, maxKobo: 100_000_000n },
      providerTimeoutMs: 30_000,
      paystack: undefined,
      reconcile: { afterMinutes: 15, intervalSeconds: 300 },
      renewalIntervalSeconds: 3600,
      reminders: { daysAhead: 3, intervalSeconds: 3600 },
      argon2: DEFAULT_ARGON2,
    })
    expect(config.staticDir).toBe(path.resolve(import.meta.dirname, '../../app/dist'))
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/recur',
        DATABASE_URL: 'postgres://u:p@db:5432/recur',
        APP_URL: 'https://recur.example.com/',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'Recur <hello@recur.example.com>',
        SESSION_TTL_HOURS: '24',
        RESET_TTL_MINUTES: '15',
        RATE_LIMIT_WINDOW_SECONDS: '300',
        RATE_LIMIT_AUTH_MAX: '20',
        RATE_LIMIT_PASSWORD_MAX: '3',
        TRUST_PROXY: 'true',
        BODY_LIMIT_BYTES: '65536',
        STATIC_DIR: 'public',
        LOG_LEVEL: 'warn',
        FREE_PLAN_RENEWAL_LIMIT: '12',
        RATES_FEED_URL: 'https://rates.example.com/ngn.json',
        RATES_REFRESH_HOURS: '6',
        EXPIRING_SOON_DAYS: '14',
        ANSWER_CACHE_MB: '8',
        WALLET_FUND_MIN: '500',
        WALLET_FUND_MAX: '250000',
        PROVIDER_TIMEOUT_MS: '5000',
        PAYSTACK_SECRET_KEY: 'sk_live_abc',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:4010',
        ...VTPASS_KEYS,
        RECONCILE_AFTER_MINUTES: '30',
        RECONCILE_INTERVAL_SECONDS: '0',
        RENEWAL_INTERVAL_SECONDS: '600',
        REMINDER_DAYS_AHEAD: '7',
        REMINDER_INTERVAL_SECONDS: '900',
      },
      '/srv/recur',
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/recur/var/recur',
      databaseUrl: 'postgres://u:p@db:5432/recur',
      appUrl: 'https://recur.example.com',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Recur <hello@recur.example.com>',
      sessionTtlHours: 24,
      resetTtlMinutes: 15,
      rateLimit: { windowMs: 300_000, authMax: 20, passwordMax: 3 },
      trustProxy: true,
      bodyLimitBytes: 65_536,
      staticDir: '/srv/recur/public',
      logLevel: 'warn',
      freePlanRenewalLimit: 12,
      ratesFeedUrl: 'https://rates.example.com/ngn.json',
      ratesRefreshHours: 6,
      expiringSoonDays: 14,
      answerCacheBytes: 8 * 1024 * 1024,
      walletFund: { minKobo: 50_000n, maxKobo: 25_000_000n },
      providerTimeoutMs: 5_000,
      paystack: { secretKey: 'sk_live_abc', baseUrl: 'http://127.0.0.1:4010' },
      reconcile: { afterMinutes: 30, intervalSeconds: 0 },
      renewalIntervalSeconds: 600,
      reminders: { daysAhead: 7, intervalSeconds: 900 },
    })
  })

  it('uses Paystack at its own API unless told otherwise, and refuses crossed funding bounds', () => {
    expect(loadConfig({ ...PAYSTACK_KEY, ...VTPASS_KEYS }).paystack).toEqual({
      secretKey: 'sk_test_x',
      baseUrl: 'https://api.paystack.co',
    })
    expect(() => loadConfig({ WALLET_FUND_MIN: '1000', WALLET_FUND_MAX: '999' })).toThrow(
      /WALLET_FUND_MIN must not be more than WALLET_FUND_MAX/,
    )
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'ftp://x' })).toThrow(/PAYSTACK_BASE_URL/)
  })

  it('uses VTpass only with its three keys, at its live API unless told otherwise', () => {
    const keys = { ...VTPASS_KEYS, ...PAYSTACK_KEY }
    expect(loadConfig({}).vtpass).toBeUndefined()
    expect(loadConfig(keys).vtpass).toEqual({
      apiKey: 'ak',
      secretKey: 'sk',
      publicKey: 'pk',
      baseUrl: 'https://vtpass.com/api',
    })
    expect(
      loadConfig({ ...keys, VTPASS_BASE_URL: 'https://sandbox.vtpass.com/api/' }).vtpass?.baseUrl,
    ).toBe('https://sandbox.vtpass.com/api')
    expect(() =>
      loadConfig({ ...PAYSTACK_KEY, VTPASS_API_KEY: 'ak', VTPASS_SECRET_KEY: 'sk' }),
    ).toThrow(/missing VTPASS_PUBLIC_KEY/)
    expect(() => loadConfig({ ...keys, VTPASS_BASE_URL: 'ftp://x' })).toThrow(/VTPASS_BASE_URL/)
  })

  it('refuses a real payment service beside a sandbox one, naming the variables', () => {
    expect(() => loadConfig(VTPASS_KEYS)).toThrow(
      /VTpass keys \(VTPASS_API_KEY, VTPASS_SECRET_KEY, VTPASS_PUBLIC_KEY\) are set but PAYSTACK_SECRET_KEY is not/,
    )
    expect(() => loadConfig({ VTPASS_API_KEY: 'ak' })).toThrow(/PAYSTACK_SECRET_KEY is not/)
    expect(() => loadConfig(PAYSTACK_KEY)).toThrow(
      /PAYSTACK_SECRET_KEY is set but the VTpass keys .* are not/,
    )
    // Both sandbox (trying Recur) or both real (production): allowed, nothing to warn about.
    const appUrl = { APP_URL: 'https://recur.example.com' }
    expect(startupWarnings(loadConfig(appUrl))).toEqual([])
    expect(startupWarnings(loadConfig({ ...appUrl, ...PAYSTACK_KEY, ...VTPASS_KEYS }))).toEqual([])
  })

  it('allows the mix on a staging server only when told so, and warns at every start', () => {
    const staging = { ALLOW_SANDBOX_MIX: SANDBOX_MIX_STAGING }
    const mixed = loadConfig({ ...VTPASS_KEYS, ...staging, APP_URL: 'https://staging.example.com' })
    expect(mixed).toMatchObject({ allowSandboxMix: true, paystack: undefined })
    expect(startupWarnings(mixed)).toEqual([
      expect.stringMatching(/^ALLOW_SANDBOX_MIX=staging: .*PAYSTACK_SECRET_KEY is not\.$/),
    ])
    expect(
      startupWarnings(
        loadConfig({ ...PAYSTACK_KEY, ...staging, APP_URL: 'https://s.example.com' }),
      ),
    ).toHaveLength(1)
    expect(() => loadConfig({ ...VTPASS_KEYS, ALLOW_SANDBOX_MIX: 'yes' })).toThrow(
      /ALLOW_SANDBOX_MIX must be "staging" or unset; got "yes"/,
    )
  })

  it('allows a free plan without renewals', () => {
    expect(loadConfig({ FREE_PLAN_RENEWAL_LIMIT: '0' }).freePlanRenewalLimit).toBe(0)
  })

  it('allows an Expiring Soon window of today only', () => {
    expect(loadConfig({ EXPIRING_SOON_DAYS: '0' }).expiringSoonDays).toBe(0)
  })

  it('warns at start-up when APP_URL is unset, naming the fallback for e-mails without a request', () => {
    expect(startupWarnings(loadConfig({ PORT: '4000' }))).toEqual([
      expect.stringMatching(
        /^APP_URL is not set: .* link to http:\/\/localhost:4000\. Set APP_URL/,
      ),
    ])
    expect(startupWarnings(loadConfig({ APP_URL: 'https://recur.example.com' }))).toEqual([])
  })

  it('reads TRUST_PROXY as a yes/no or as the list of the proxies to trust', () => {
    const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy
    expect(read('true')).toBe(true)
    expect(read('1')).toBe(true)
    expect(read('no')).toBe(false)
    expect(read('10.0.0.0/8')).toEqual(['10.0.0.0/8'])
    expect(read(' 127.0.0.1, 10.1.2.3/32 ,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.1.2.3/32',
      'fd00::/8',
    ])
    for (const bad of ['maybe', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/8', 'fd00::/129', ',']) {
      expect(() => read(bad), bad).toThrow(/TRUST_PROXY must be true, false, or a comma-separated/)
    }
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    })
  })

  it('fails fast, naming every bad value', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/recur',
      APP_URL: 'not a url',
      SMTP_URL: 'http://mail',
      SESSION_TTL_HOURS: '0',
      RESET_TTL_MINUTES: '-5',
      RATE_LIMIT_AUTH_MAX: '1.5',
      TRUST_PROXY: 'maybe',
      LOG_LEVEL: 'loud',
      FREE_PLAN_RENEWAL_LIMIT: 'five',
      RATES_FEED_URL: 'ftp://rates.example.com/feed.json',
      RATES_REFRESH_HOURS: '577',
      EXPIRING_SOON_DAYS: '-1',
    }
    let error: unknown
    try {
      loadConfig(bad)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    for (const name of Object.keys(bad)) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true)
    }
    expect((error as ConfigError).message).toContain(
      'PORT must be a whole number from 0 to 65535; got "eighty".',
    )
  })

  it('builds a config for tests without reading the environment', () => {
    expect(defineConfig({ port: 0, logLevel: 'silent' })).toMatchObject({
      port: 0,
      logLevel: 'silent',
    })
  })
})
