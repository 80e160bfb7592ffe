/**
 * Benchmark (not a test): throughput under concurrent load, with autocannon.
 *
 * For a user with 10,000 subscriptions (bench/seed.ts: five years of start dates up to a month
 * ahead, four currencies, chains of a first period and four renewals, among rows of other
 * users), it measures requests/s and autocannon's p50 / p99 latency of the subscription list
 * (its default page), each dashboard endpoint (with the query the app sends by default) and Pay
 * (DStv Padi on the sandbox smartcard that delivers, from a wallet funded for every request,
 * a fresh Idempotency-Key per request). In the same process, under the same load, it measures a
 * bare Fastify route (one GET, a small JSON, no database, no auth) before and after them, and
 * prints each endpoint's requests/s as a fraction of the bare route's (their mean). Every
 * signed-in request includes the session check (one indexed SELECT); no route measured here is
 * rate limited (only the auth and password routes are). Prints numbers; asserts nothing.
 *
 *   npx tsx packages/server/bench/throughput.ts [pglite|postgres|both] [--duration 10]
 *     [--connections 10] [--warmup 2] [--markdown]
 *
 * The load generator runs in a worker thread (autocannon's `workers: 1`), so it does not share
 * the server's event loop; on PGlite the database runs on that event loop too.
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh` prints one);
 * a fresh recur_bench_<random> database is created there and dropped afterwards.
 * BENCH_DURATION, BENCH_CONNECTIONS and BENCH_WARMUP (seconds) are the flags' defaults;
 * BENCH_ROWS (default 200000) and BENCH_USER_ROWS (default 10000) change the sizes.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  ALL_TIME,
  DEFAULT_CURRENCY,
  DEFAULT_GRAPH_PERIOD,
  paths,
  type Envelope,
  type ServiceVariation,
} from '@recur/api'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { API_PREFIX } from '../src/app'
import { createClock } from '../src/domain/clock'
import { onTargets, startBenchApp, type BenchApp, type Target } from './harness'
import { benchSeed, seedSubscriptions } from './seed'

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    markdown: { type: 'boolean', default: false },
  },
})
const DURATION = Number(flags.duration)
const CONNECTIONS = Number(flags.connections)
const WARMUP = Number(flags.warmup)
const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)

/** The wallet is funded for this many payments a second over the whole pay run (warm-up too). */
const PAY_CEILING_PER_SECOND = 5000
const PAY = {
  service_name: 'DStv',
  variation_code: 'dstv-padi',
  smartcard_number: '7030000001', // the sandbox's "delivers" card
  email: 'measured@example.com',
  phone_number: '08030000001',
  auto_renew: false,
  payment_method: 'wallet',
}
const SETUP_REQUEST = fileURLToPath(new URL('./idempotency-key.cjs', import.meta.url))

const today = createClock().today()

const endpoints: Array<[string, string, Record<string, string>]> = [
  ['GET subscriptions (default page)', paths.subscriptions, {}],
  ['GET dashboard/total-summary', paths.dashboardSummary, { currency: DEFAULT_CURRENCY }],
  [
    'GET dashboard/graph',
    paths.dashboardGraph,
    { period: DEFAULT_GRAPH_PERIOD, currency: DEFAULT_CURRENCY },
  ],
  ['GET dashboard/expiring-soon', paths.expiringSoon, {}],
  ['GET dashboard/spend-by-currency', paths.spendByCurrency, { period: ALL_TIME }],
  ['GET dashboard/spend-by-category', paths.spendByCategory, {}],
  ['GET dashboard/renewed', paths.renewed, { type: 'most' }],
]

interface Row {
  name: string
  perSecond: number
  p50: number
  p99: number
  total: number
  statuses: string
  /** 2xx answers of the warm-up and the measured run together. */
  answered2xx: number
  load: number
}

/** A fraction of the bare route's requests/s, to two significant digits. */
const ratio = (perSecond: number, bare: number) => (perSecond / bare).toPrecision(2)

const load1 = () => os.loadavg()[0] ?? NaN
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

/** 200 ×1234, 402 ×5, errors ×2: every answer, so that a non-2xx is never hidden. */
function statusesOf(result: autocannon.Result) {
  const parts = Object.entries(result.statusCodeStats ?? {}).map(
    ([code, { count }]) => `${code} ×${count ?? 0}`,
  )
  if (result.errors) parts.push(`errors ×${result.errors}`)
  if (result.timeouts) parts.push(`timeouts ×${result.timeouts}`)
  return parts.join(', ') || 'none'
}

/** A warm-up run (not kept), then the measured one; the generator in its own thread. */
async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const base = { connections: CONNECTIONS, workers: 1, ...options }
  const warm = WARMUP > 0 ? await autocannon({ ...base, duration: WARMUP }) : undefined
  const result = await autocannon({ ...base, duration: DURATION })
  return {
    name,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statuses: statusesOf(result),
    answered2xx: (warm?.['2xx'] ?? 0) + result['2xx'],
    load: load1(),
  }
}

/** A plain Fastify app with one GET: the ceiling of this process and load generator. */
async function startBare() {
  const bare = Fastify({ logger: false })
  bare.get('/bare', async () => ({ status: 200, message: 'OK', data: { ok: true } }))
  await bare.listen({ port: 0, host: '127.0.0.1' })
  const address = bare.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { bare, url: `http://127.0.0.1:${port}/bare` }
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as Envelope<T>
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${body.message}`)
  return body.data as T
}

/** Funds the wallet through the sandbox checkout (as a browser would) with `amount` naira. */
async function fund({ origin, headers }: BenchApp, amount: number) {
  const started = await json<{ payment_url: string }>(
    await fetch(`${origin}${API_PREFIX}${paths.walletCredit}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ amount }),
    }),
  )
  const pressed = await fetch(`${origin}${new URL(started.payment_url).pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  })
  if (pressed.status !== 303) throw new Error(`sandbox checkout: HTTP ${pressed.status}`)
  return json<{ balance: number }>(
    await fetch(`${origin}${API_PREFIX}${paths.walletBalance}`, { headers }),
  )
}

const rowsOf = async (target: Target, text: string, params: unknown[]) =>
  ((await target.query(text, params)) as { rows: Array<Record<string, unknown>> }).rows

async function run(target: Target, tables: Array<[string, Row[]]>) {
  console.log(`\n${target.label}: load average ${loadavg()} at the start`)
  // A large enough wallet for every payment of the run; the background jobs off.
  const bench = await startBenchApp(target, {
    config: {
      walletFund: { minKobo: 100n, maxKobo: 10n ** 15n },
      renewalIntervalSeconds: 0,
      reconcile: { afterMinutes: 15, intervalSeconds: 0 },
      reminders: { daysAhead: 3, intervalSeconds: 0 },
    },
  })
  const { app, origin, userId, headers } = bench
  const { bare, url: bareUrl } = await startBare()
  try {
    const seeded = performance.now()
    await seedSubscriptions(target.query, userId, benchSeed(today, TOTAL_ROWS, USER_ROWS))
    const seedSeconds = (performance.now() - seeded) / 1000
    console.log(`  seeding took ${seedSeconds.toFixed(1)} s`)

    const variations = await json<ServiceVariation[]>(
      await fetch(
        `${origin}${API_PREFIX}${paths.serviceVariations}?service_name=${PAY.service_name}`,
        { headers },
      ),
    )
    const price = variations.find((v) => v.variation_code === PAY.variation_code)?.total
    if (!price) throw new Error(`no ${PAY.variation_code} in the sandbox catalogue`)
    const payments = PAY_CEILING_PER_SECOND * (DURATION + WARMUP)
    const wallet = await fund(bench, price * payments)
    console.log(
      `  wallet funded with NGN ${wallet.balance.toLocaleString('en-US')}: ${payments.toLocaleString('en-US')} payments of NGN ${price.toLocaleString('en-US')}`,
    )

    const rows: Row[] = []
    const print = (row: Row) => {
      rows.push(row)
      console.log(
        `  ${row.name.padEnd(34)} ${row.perSecond.toFixed(0).padStart(7)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${row.load.toFixed(2).padStart(6)}  ${row.statuses}`,
      )
    }
    console.log(
      `  ${'endpoint'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'load'.padStart(6)}  responses`,
    )
    print(await measure('bare Fastify GET (before)', { url: bareUrl }))
    for (const [name, path, query] of endpoints) {
      const search = new URLSearchParams(query).toString()
      const url = `${origin}${API_PREFIX}${path}${search ? `?${search}` : ''}`
      // Once by hand first: a wrong query would otherwise be measured as a fast 422.
      await json(await fetch(url, { headers }))
      print(await measure(name, { url, headers }))
    }
    const before = await rowsOf(
      target,
      `select count(*)::int as n from service_payments where user_id = $1`,
      [userId],
    )
    const pay = await measure('POST service-payment/pay', {
      url: `${origin}${API_PREFIX}${paths.pay}`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(PAY),
      requests: [{ setupRequest: SETUP_REQUEST }],
    })
    print(pay)
    print(await measure('bare Fastify GET (after)', { url: bareUrl }))

    // Each request had its own key, so each 2xx is a new payment. The requests still in flight
    // when a run stops (up to `connections` per run) are paid for but not counted by autocannon.
    const after = await rowsOf(
      target,
      `select status, count(*)::int as n from service_payments where user_id = $1 group by status`,
      [userId],
    )
    console.log(
      `  pay: ${pay.answered2xx} answered 2xx (warm-up included; up to ${2 * CONNECTIONS} more were in flight at the stops); service_payments rows now ${after.map((r) => `${String(r.status)} ${String(r.n)}`).join(', ')} (${String(before[0]?.n ?? 0)} before)`,
    )

    const bareMean = (rows[0]!.perSecond + rows[rows.length - 1]!.perSecond) / 2
    console.log(
      `\n  ${target.label}: ${TOTAL_ROWS.toLocaleString('en-US')} rows, ${USER_ROWS.toLocaleString('en-US')} for the measured user, seeded in ${seedSeconds.toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION} s per line after ${WARMUP} s of warm-up; load average ${loadavg()} at the end`,
    )
    console.log(
      `  ${'endpoint'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× bare'.padStart(7)} ${'load'.padStart(6)}`,
    )
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(34)} ${row.perSecond.toFixed(0).padStart(7)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${ratio(row.perSecond, bareMean).padStart(7)} ${row.load.toFixed(2).padStart(6)}`,
      )
    }
    tables.push([`${target.label} (seeded in ${seedSeconds.toFixed(1)} s)`, rows])
  } finally {
    await bare.close()
    await app.close()
  }
}

function markdown(tables: Array<[string, Row[]]>) {
  for (const [label, rows] of tables) {
    const bareMean = (rows[0]!.perSecond + rows[rows.length - 1]!.perSecond) / 2
    console.log(`\n#### ${label}\n`)
    console.log(
      '| endpoint | req/s | p50 ms | p99 ms | × bare Fastify | load (1 min) | responses |',
    )
    console.log('| --- | --: | --: | --: | --: | --: | --- |')
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${ratio(r.perSecond, bareMean)} | ${r.load.toFixed(2)} | ${r.statuses} |`,
      )
    }
  }
}

console.log(
  `Throughput: autocannon 9, ${CONNECTIONS} connections, ${DURATION} s per endpoint after ${WARMUP} s of warm-up, one worker thread generating the load; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; today ${today}`,
)
const tables: Array<[string, Row[]]> = []
onTargets(positionals[0] ?? 'both', (target) => run(target, tables))
  .then(() => {
    if (flags.markdown) markdown(tables)
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
