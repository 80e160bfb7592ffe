import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { paths, type CurrencySpendRow, type DashboardSummary } from '@recur/api'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClock } from '../src/domain/clock'
import { createRateService, type RatesLogger } from '../src/services/rates'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { getDashboard, insertSubscriptions } from './helpers/dashboard'
import { signUp, startServer } from './helpers/server'
import { now } from './helpers/subscriptions'

/*
 * The exchange-rate feed, against a fake feed served from this test (node:http on 127.0.0.1).
 * Today is 2026-03-16 in Lagos (helpers/subscriptions.ts).
 */

interface FeedAnswer {
  /** Never answer (the request stays open until the client gives up). */
  hang?: boolean
  status?: number
  body: unknown
  /** Sent as is, instead of JSON.stringify(body). */
  raw?: string
}

let db: TestDatabase
let feed: Server
let feedUrl: string
let answer: FeedAnswer
let requests = 0
let onRequest: (() => void) | undefined

beforeAll(async () => {
  db = await createTestDatabase()
  feed = createServer((request, response) => {
    requests += 1
    onRequest?.()
    if (answer.hang) return
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
    response.end(answer.raw ?? JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve))
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rates.json`
})
afterAll(async () => {
  feed?.closeAllConnections()
  await new Promise((resolve) => feed?.close(resolve))
  await db?.dispose()
})

/** A logger that keeps what it is told. */
function recordingLogger() {
  const lines: Array<{ level: 'info' | 'warn'; object: object; message: string }> = []
  const logger: RatesLogger = {
    info: (object, message) => lines.push({ level: 'info', object, message }),
    warn: (object, message) => lines.push({ level: 'warn', object, message }),
  }
  return { logger, lines }
}

/** A rate service on the test database; the fake feed unless `url` is given (undefined: none). */
function rateService(
  options: { url?: string | undefined; refreshHours?: number; timeoutMs?: number } = {},
) {
  const { logger, lines } = recordingLogger()
  const service = createRateService({
    db: db.db,
    clock: createClock(now),
    logger,
    feedUrl: 'url' in options ? options.url : feedUrl,
    refreshHours: options.refreshHours ?? 24,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  return { service, lines }
}

/** Every stored set, as text, newest first. */
async function storedRates() {
  return db.query<{ as_of: string; currency_code: string; rate: string }>(
    `select as_of::text, currency_code, ngn_per_unit::text as rate from exchange_rates
     order by as_of desc, currency_code`,
  )
}

beforeEach(async () => {
  await db.query(`delete from exchange_rates where source <> 'snapshot'`)
  answer = { body: {} }
  onRequest = undefined
})

const usdFeed = {
  base: 'USD',
  date: '2026-03-15',
  rates: { NGN: 1460.5, GBP: 0.79, EUR: 0.92, JPY: 149.7 },
}

describe('refreshing the rates from the feed', () => {
  it('stores a new set as NGN per unit, rounded half up to 8 decimals', async () => {
    answer = { body: usdFeed }
    const { service, lines } = rateService()
    expect(await service.refresh()).toEqual({ outcome: 'stored', asOf: '2026-03-15' })
    const newest = (await storedRates()).filter((row) => row.as_of === '2026-03-15')
    expect(newest).toEqual([
      // 1460.5 / 0.92 = 1587.5; 1460.5 / 0.79 = 1848.734177215189… → 1848.73417722
      { as_of: '2026-03-15', currency_code: 'EUR', rate: '1587.50000000' },
      { as_of: '2026-03-15', currency_code: 'GBP', rate: '1848.73417722' },
      { as_of: '2026-03-15', currency_code: 'NGN', rate: '1.00000000' },
      { as_of: '2026-03-15', currency_code: 'USD', rate: '1460.50000000' },
    ])
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', message: 'exchange rates refreshed' }),
    ])
  })

  it('takes any base currency, the naira included', async () => {
    answer = {
      body: {
        base: 'NGN',
        date: '2026-03-16',
        rates: { USD: 0.000685, GBP: 0.0005, EUR: 6.25e-4 },
      },
    }
    const { service } = rateService()
    expect(await service.refresh()).toMatchObject({ outcome: 'stored' })
    expect((await service.newest()).scaled).toEqual({
      NGN: 100_000_000n,
      USD: 145_985_401_460n, // 1 / 0.000685 = 1459.854014598540… → 1459.85401460
      GBP: 200_000_000_000n,
      EUR: 160_000_000_000n,
    })
  })

  it('converts with the newest set and reports its date', async () => {
    const server = await startServer(db, { now })
    try {
      const user = await signUp(server)
      await insertSubscriptions(db, user.id, [
        {
          name: 'YouTube Premium',
          amountMinor: 1000,
          currency: 'USD',
          category: 'Entertainment',
          startDate: '2026-03-01',
          endDate: '2026-03-31',
        },
      ])
      const summary = async () =>
        (
          await getDashboard<DashboardSummary>(server, paths.dashboardSummary, {
            token: user.token,
          })
        ).body.data
      expect(await summary()).toMatchObject({
        total_amount_spent: 14_500,
        rates_as_of: '2025-11-01',
      })
      answer = { body: usdFeed }
      await rateService().service.refresh()
      expect(await summary()).toMatchObject({
        total_amount_spent: 14_605,
        rates_as_of: '2026-03-15',
      })
    } finally {
      await server.close()
    }
  })

  it('does nothing for a date it already has', async () => {
    answer = { body: usdFeed }
    const { service, lines } = rateService()
    await service.refresh()
    const before = await storedRates()
    answer = { body: { ...usdFeed, rates: { NGN: 2000, GBP: 1, EUR: 1 } } }
    expect(await service.refresh()).toEqual({ outcome: 'unchanged', asOf: '2026-03-15' })
    expect(await storedRates()).toEqual(before)
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'exchange rates are up to date' })
  })

  it.each<[string, FeedAnswer, string]>([
    ['an HTTP error', { status: 503, body: usdFeed }, 'the feed answered HTTP 503'],
    ['a body that is not JSON', { raw: '<html>rates</html>', body: null }, 'the feed is not JSON'],
    ['a JSON array', { body: [usdFeed] }, 'the feed is not a JSON object'],
    [
      'no base',
      { body: { ...usdFeed, base: undefined } },
      '"base" must be a three-letter currency code',
    ],
    [
      'a lower-case base',
      { body: { ...usdFeed, base: 'usd' } },
      '"base" must be a three-letter currency code',
    ],
    [
      'no date',
      { body: { ...usdFeed, date: undefined } },
      '"date" must be a date in the form YYYY-MM-DD',
    ],
    [
      'an impossible date',
      { body: { ...usdFeed, date: '2026-02-30' } },
      '"date" must be a date in the form YYYY-MM-DD',
    ],
    [
      'a date two days ahead',
      { body: { ...usdFeed, date: '2026-03-18' } },
      '"date" 2026-03-18 is in the future',
    ],
    [
      'a date before the stored one',
      { body: { ...usdFeed, date: '2025-10-31' } },
      "the feed's date 2025-10-31 is older than 2025-11-01",
    ],
    ['no rates', { body: { ...usdFeed, rates: undefined } }, '"rates" must be an object'],
    [
      'a missing currency',
      { body: { ...usdFeed, rates: { NGN: 1460.5, GBP: 0.79 } } },
      'the feed has no rate for EUR',
    ],
    [
      'a rate as text',
      { body: { ...usdFeed, rates: { ...usdFeed.rates, GBP: '0.79' } } },
      'rates.GBP must be a positive number',
    ],
    [
      'a zero rate',
      { body: { ...usdFeed, rates: { ...usdFeed.rates, EUR: 0 } } },
      'rates.EUR must be a positive number',
    ],
    [
      'a negative rate',
      { body: { ...usdFeed, rates: { ...usdFeed.rates, NGN: -1460.5 } } },
      'rates.NGN must be a positive number',
    ],
    [
      'a base rate other than 1',
      { body: { ...usdFeed, rates: { ...usdFeed.rates, USD: 1.01 } } },
      'rates.USD is the base and must be 1',
    ],
    [
      'an absurd rate',
      { body: { ...usdFeed, rates: { ...usdFeed.rates, GBP: 1e-12 } } },
      'the NGN rate of GBP is out of range',
    ],
  ])('keeps the stored rates and warns on %s', async (_label, feedAnswer, reason) => {
    answer = feedAnswer
    const before = await storedRates()
    const { service, lines } = rateService()
    expect(await service.refresh()).toEqual({ outcome: 'failed', reason })
    expect(await storedRates()).toEqual(before)
    expect((await service.newest()).asOf).toBe('2025-11-01')
    expect(lines).toEqual([
      {
        level: 'warn',
        object: { source: new URL(feedUrl).host, reason },
        message: 'exchange-rate refresh failed; keeping the stored rates',
      },
    ])
  })

  it('keeps the stored rates when the feed is unreachable', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const { service, lines } = rateService({ url: `http://127.0.0.1:${port}/rates.json` })
    const result = await service.refresh()
    expect(result).toMatchObject({ outcome: 'failed' })
    expect(result.outcome === 'failed' && result.reason).toMatch(/^the feed is unreachable/)
    expect(lines.map((line) => line.level)).toEqual(['warn'])
    expect((await service.newest()).asOf).toBe('2025-11-01')
  })
})

describe('the refresh schedule', () => {
  it('does nothing without a feed', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval')
    try {
      const before = requests
      const { service } = rateService({ url: undefined })
      service.start()
      await service.stop()
      expect(setInterval.mock.calls.filter((call) => call[1] === 24 * 3_600_000)).toEqual([])
      expect(await service.refresh()).toEqual({
        outcome: 'failed',
        reason: 'no rates feed is configured',
      })
      expect(requests).toBe(before)
    } finally {
      setInterval.mockRestore()
    }
  })

  it('refreshes at once, then every RATES_REFRESH_HOURS, on a timer that holds nothing open', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval')
    const clearInterval = vi.spyOn(globalThis, 'clearInterval')
    try {
      answer = { body: usdFeed }
      const asked = new Promise<void>((resolve) => (onRequest = resolve))
      const { service } = rateService({ refreshHours: 6 })
      service.start()
      await asked
      const ours = setInterval.mock.calls.findIndex((call) => call[1] === 6 * 3_600_000)
      expect(ours).toBeGreaterThanOrEqual(0)
      const timer = setInterval.mock.results[ours]?.value as NodeJS.Timeout
      expect(timer.hasRef()).toBe(false)
      expect(await service.idle()).toEqual({ outcome: 'stored', asOf: '2026-03-15' })
      await service.stop()
      expect(clearInterval).toHaveBeenCalledWith(timer)
      expect((await service.newest()).asOf).toBe('2026-03-15')
    } finally {
      setInterval.mockRestore()
      clearInterval.mockRestore()
    }
  })

  it('cancels a read under way when it stops, without a warning', async () => {
    answer = { hang: true, body: null }
    const asked = new Promise<void>((resolve) => (onRequest = resolve))
    // A read that could take an hour: stop() returns only because it cancels the read.
    const { service, lines } = rateService({ timeoutMs: 3_600_000 })
    service.start()
    await asked
    await service.stop()
    expect(lines).toEqual([])
    expect((await service.newest()).asOf).toBe('2025-11-01')
  })

  it('gives up on a feed that does not answer in time', async () => {
    answer = { hang: true, body: null }
    const { service, lines } = rateService({ timeoutMs: 50 })
    const result = await service.refresh()
    expect(result.outcome === 'failed' && result.reason).toMatch(/^the feed is unreachable/)
    expect(lines.map((line) => line.level)).toEqual(['warn'])
  })

  it('runs in the app when RATES_FEED_URL is set, and stops when the app closes', async () => {
    answer = { body: { ...usdFeed, date: '2026-03-16' } }
    const asked = new Promise<void>((resolve) => (onRequest = resolve))
    const server = await startServer(db, { now, config: { ratesFeedUrl: feedUrl } })
    try {
      await asked
      expect(await server.app.services.rates.idle()).toEqual({
        outcome: 'stored',
        asOf: '2026-03-16',
      })
    } finally {
      await server.close() // stops the timer
    }
    expect((await storedRates())[0]?.as_of).toBe('2026-03-16')
  })

  it('uses the new rates for shares too', async () => {
    answer = { body: { base: 'USD', date: '2026-03-16', rates: { NGN: 1000, GBP: 0.5, EUR: 1 } } }
    await rateService().service.refresh()
    const server = await startServer(db, { now })
    try {
      const user = await signUp(server)
      await insertSubscriptions(db, user.id, [
        {
          name: 'A',
          amountMinor: 100,
          currency: 'USD',
          category: 'Others',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
        },
        {
          name: 'B',
          amountMinor: 100,
          currency: 'GBP',
          category: 'Others',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
        },
        {
          name: 'C',
          amountMinor: 100,
          currency: 'EUR',
          category: 'Others',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
        },
      ])
      const { body } = await getDashboard<CurrencySpendRow[]>(server, paths.spendByCurrency, {
        token: user.token,
      })
      // NGN 1000 (USD), 2000 (GBP), 1000 (EUR): 50, 25, 25; equal shares by name.
      expect(body.data).toEqual([
        { name: 'British Pound', code: 'GBP', percentage: 50, total_amount: 1 },
        { name: 'Euro', code: 'EUR', percentage: 25, total_amount: 1 },
        { name: 'US Dollar', code: 'USD', percentage: 25, total_amount: 1 },
      ])
    } finally {
      await server.close()
    }
  })
})
