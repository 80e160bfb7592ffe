import { CURRENCY_CODES, type CurrencyCode } from '@recur/api'
import { eq, max } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { exchangeRates, RATE_SCALE } from '../db/schema'
import { addDays } from '../domain/calendar'
import type { Clock } from '../domain/clock'
import { decimalToScaled, divideHalfUp, parseDecimal } from '../domain/money'
import { RATE_ONE, type RateSet } from './spend'

/*
 * Exchange rates: complete sets of NGN-per-unit rates, one per as-of date. The newest set
 * converts; a configured feed adds newer sets. The feed is the outside world: anything wrong
 * with it (unreachable, slow, not JSON, the wrong shape, a missing or absurd rate, an old
 * date) keeps the stored rates and logs a warning. Nothing here ever throws out of a refresh.
 *
 * The feed's JSON (any base currency; the rates are units of each currency per one base):
 *
 *   { "base": "USD", "date": "2026-11-20", "rates": { "NGN": 1460.5, "GBP": 0.79, "EUR": 0.92 } }
 */

/** Largest stored rate: numeric(20, 8) holds under 10^12. */
const MAX_SCALED = 10n ** 12n * RATE_ONE
/** The feed's body is a few hundred bytes; anything past this is not a rates feed. */
const MAX_FEED_BYTES = 1_000_000
const FEED_TIMEOUT_MS = 10_000

export class FeedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FeedError'
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDate = (text: string) =>
  ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads the feed's JSON strictly and turns it into a set of NGN-per-unit rates, each rounded
 * half up to RATE_SCALE decimals. `today` is Lagos's date: a feed may be dated at most one day
 * after it (a feed published east of Lagos), never later.
 */
export function parseRatesFeed(body: unknown, today: string): RateSet {
  if (!isPlainObject(body)) throw new FeedError('the feed is not a JSON object')
  const { base, date, rates } = body
  if (typeof base !== 'string' || !/^[A-Z]{3}$/.test(base)) {
    throw new FeedError('"base" must be a three-letter currency code')
  }
  if (typeof date !== 'string' || !isCalendarDate(date)) {
    throw new FeedError('"date" must be a date in the form YYYY-MM-DD')
  }
  if (date > addDays(today, 1)) throw new FeedError(`"date" ${date} is in the future`)
  if (!isPlainObject(rates)) throw new FeedError('"rates" must be an object')
  // Units of each currency per one base unit, as exact decimals.
  const perBase = new Map<string, { digits: bigint; scale: number }>()
  for (const [code, value] of Object.entries(rates)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new FeedError(`rates.${code} must be a positive number`)
    }
    const decimal = parseDecimal(String(value))
    if (!decimal || decimal.digits <= 0n) throw new FeedError(`rates.${code} must be positive`)
    perBase.set(code, decimal)
  }
  const own = perBase.get(base)
  if (own && own.digits !== 10n ** BigInt(own.scale)) {
    throw new FeedError(`rates.${base} is the base and must be 1`)
  }
  perBase.set(base, { digits: 1n, scale: 0 })
  const missing = CURRENCY_CODES.filter((code) => !perBase.has(code))
  if (missing.length > 0) throw new FeedError(`the feed has no rate for ${missing.join(', ')}`)

  // NGN per unit of C = (NGN per base) / (C per base).
  const naira = perBase.get('NGN')!
  const scaled = {} as Record<CurrencyCode, bigint>
  for (const code of CURRENCY_CODES) {
    const unit = perBase.get(code)!
    const value = divideHalfUp(
      naira.digits * 10n ** BigInt(unit.scale) * RATE_ONE,
      unit.digits * 10n ** BigInt(naira.scale),
    )
    if (value <= 0n || value >= MAX_SCALED) {
      throw new FeedError(`the NGN rate of ${code} is out of range`)
    }
    scaled[code] = value
  }
  scaled.NGN = RATE_ONE
  return { asOf: date, scaled }
}

/** A scaled rate as the numeric column's text: 145050000000n → '1450.50000000'. */
const toNumericText = (scaled: bigint) => {
  const text = scaled.toString().padStart(RATE_SCALE + 1, '0')
  return `${text.slice(0, -RATE_SCALE)}.${text.slice(-RATE_SCALE)}`
}

/** The numeric column's text as a scaled rate: '1450.5' → 145050000000n. */
const fromNumericText = (text: string) => {
  const scaled = decimalToScaled(text, RATE_SCALE)
  if (scaled === undefined) throw new Error(`not a stored rate: ${text}`)
  return scaled
}

export interface RatesLogger {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

export type RefreshResult =
  | { outcome: 'stored'; asOf: string }
  | { outcome: 'unchanged'; asOf: string }
  | { outcome: 'failed'; reason: string }

export function createRateService(deps: {
  db: Database
  clock: Clock
  logger: RatesLogger
  /** undefined → no feed: `start` does nothing and the stored rates stay. */
  feedUrl: string | undefined
  refreshHours: number
  fetch?: typeof fetch
  /** How long one read of the feed may take (10 s by default). */
  timeoutMs?: number
}) {
  const { db, clock, logger, feedUrl } = deps
  const fetchFeed = deps.fetch ?? fetch
  let timer: NodeJS.Timeout | undefined
  let running: Promise<RefreshResult> | undefined
  let last: RefreshResult | undefined
  let stopped = false
  // Aborts a read under way when the service stops, so closing the server never waits on it.
  const stopping = new AbortController()

  /**
   * The set read last, with the shared data version it was read under: every insert, update or
   * delete of exchange_rates bumps that version (migration 0006), on whichever instance.
   */
  let remembered: { version: number; set: RateSet } | undefined

  /**
   * The newest complete set. Given the shared data version the caller's session check read,
   * the set read under that version is reused instead of asking again.
   */
  const newest = async (tx: Executor = db, sharedVersion?: number): Promise<RateSet> => {
    if (sharedVersion !== undefined && remembered?.version === sharedVersion) return remembered.set
    const set = await readNewest(tx)
    if (sharedVersion !== undefined) remembered = { version: sharedVersion, set }
    return set
  }

  const readNewest = async (tx: Executor): Promise<RateSet> => {
    const [latest] = await tx.select({ asOf: max(exchangeRates.asOf) }).from(exchangeRates)
    const asOf = latest?.asOf
    if (!asOf) throw new Error('exchange_rates is empty (the 0002 migration seeds it)')
    const rows = await tx
      .select({ code: exchangeRates.currencyCode, rate: exchangeRates.ngnPerUnit })
      .from(exchangeRates)
      .where(eq(exchangeRates.asOf, asOf))
    const scaled = {} as Record<CurrencyCode, bigint>
    for (const row of rows) scaled[row.code as CurrencyCode] = fromNumericText(row.rate)
    const missing = CURRENCY_CODES.filter((code) => scaled[code] === undefined)
    if (missing.length > 0) {
      throw new Error(`the exchange rates of ${asOf} lack ${missing.join(', ')}`)
    }
    return { asOf, scaled }
  }

  const read = async (url: string): Promise<unknown> => {
    let response: Response
    try {
      response = await fetchFeed(url, {
        signal: AbortSignal.any([
          stopping.signal,
          AbortSignal.timeout(deps.timeoutMs ?? FEED_TIMEOUT_MS),
        ]),
        headers: { accept: 'application/json' },
      })
    } catch (error) {
      throw new FeedError(`the feed is unreachable (${(error as Error).message})`)
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new FeedError(`the feed answered HTTP ${response.status}`)
    }
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > MAX_FEED_BYTES) {
      await response.body?.cancel().catch(() => {})
      throw new FeedError('the feed is too large')
    }
    const text = await response.text().catch((error: unknown) => {
      throw new FeedError(`the feed broke off (${(error as Error).message})`)
    })
    if (text.length > MAX_FEED_BYTES) throw new FeedError('the feed is too large')
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new FeedError('the feed is not JSON')
    }
  }

  /** Reads the feed once and stores a newer set; never throws. */
  const refresh = async (): Promise<RefreshResult> => {
    if (!feedUrl) return { outcome: 'failed', reason: 'no rates feed is configured' }
    const source = new URL(feedUrl).host
    try {
      const set = parseRatesFeed(await read(feedUrl), clock.today())
      const current = await newest().catch(() => undefined)
      if (current && set.asOf < current.asOf) {
        throw new FeedError(`the feed's date ${set.asOf} is older than ${current.asOf}`)
      }
      if (current && set.asOf === current.asOf) {
        logger.info({ asOf: set.asOf, source }, 'exchange rates are up to date')
        return { outcome: 'unchanged', asOf: set.asOf }
      }
      // One statement: the set is stored whole or not at all. A set is never changed once
      // stored (a concurrent refresh of the same date is a no-op).
      await db
        .insert(exchangeRates)
        .values(
          CURRENCY_CODES.map((code) => ({
            asOf: set.asOf,
            currencyCode: code,
            ngnPerUnit: toNumericText(set.scaled[code]),
            source,
          })),
        )
        .onConflictDoNothing()
      logger.info({ asOf: set.asOf, source }, 'exchange rates refreshed')
      return { outcome: 'stored', asOf: set.asOf }
    } catch (error) {
      if (stopped) return { outcome: 'failed', reason: 'stopped' }
      const reason = error instanceof FeedError ? error.message : String(error)
      logger.warn({ source, reason }, 'exchange-rate refresh failed; keeping the stored rates')
      return { outcome: 'failed', reason }
    }
  }

  const tick = () => {
    if (stopped || running) return
    running = refresh().then((result) => {
      last = result
      running = undefined
      return result
    })
  }

  return {
    newest,
    refresh,

    /** With a feed: refreshes now and every `refreshHours`. The timer never holds the process. */
    start(): void {
      if (!feedUrl || timer || stopped) return
      tick()
      timer = setInterval(tick, deps.refreshHours * 3_600_000)
      timer.unref()
    },

    /** The result of the scheduled refresh under way (once it ends), else of the last one. */
    async idle(): Promise<RefreshResult | undefined> {
      return running ?? last
    },

    /** Stops the timer, cancels a read of the feed under way and waits for it to end. */
    async stop(): Promise<void> {
      stopped = true
      stopping.abort()
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}

export type RateService = ReturnType<typeof createRateService>
