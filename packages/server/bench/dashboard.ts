/**
 * Benchmark (not a test): latency of every dashboard endpoint on a large table.
 *
 * Seeds 1,000,000 subscription rows (bench/seed.ts): 999 other users, and a measured user with
 * 10,000 rows whose start dates cover the last five years up to a month ahead (so this month and
 * this year are full), in four currencies, as chains of a first period and four renewals. Then
 * times each endpoint over HTTP, the answer cache off, and prints p50 and p95. Prints numbers;
 * asserts nothing.
 *
 *   npx tsx packages/server/bench/dashboard.ts [pglite|postgres|both]
 *
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh` prints one).
 * BENCH_ROWS, BENCH_USER_ROWS and BENCH_ITERATIONS (default 50) change the sizes;
 * BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of every statement each endpoint runs.
 */
import { paths } from '@recur/api'
import { createClock } from '../src/domain/clock'
import { ms, onTargets, startBenchApp, timeGet, type Target } from './harness'
import { benchSeed, seedSubscriptions } from './seed'

const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50)
const EXPLAIN = process.env.BENCH_EXPLAIN === '1'

const today = createClock().today()
const thisYear = today.slice(0, 4)
const thisMonth = today.slice(0, 7)

const scenarios: Array<[string, string, Record<string, string>]> = [
  ['total-summary NGN', paths.dashboardSummary, {}],
  ['total-summary USD', paths.dashboardSummary, { currency: 'USD' }],
  ['graph month NGN', paths.dashboardGraph, {}],
  ['graph year USD', paths.dashboardGraph, { period: 'year', currency: 'USD' }],
  ['expiring-soon', paths.expiringSoon, {}],
  ['spend-by-currency all-time', paths.spendByCurrency, {}],
  [`spend-by-currency ${thisYear}`, paths.spendByCurrency, { period: thisYear }],
  [`spend-by-currency ${thisMonth}`, paths.spendByCurrency, { period: thisMonth }],
  ['spend-by-category', paths.spendByCategory, {}],
  ['renewed most', paths.renewed, {}],
  ['renewed least', paths.renewed, { type: 'least' }],
]

/** What an answer holds, in a few characters: rows, or the summary's entries. */
const size = (data: unknown) =>
  Array.isArray(data)
    ? `${data.length} rows`
    : `${(data as { total_entries?: number }).total_entries ?? '?'} entries`

/** The plans of the statements one request runs (the session check included). */
async function explain(target: Target, url: string, headers: Record<string, string>) {
  const stop = target.record()
  await fetch(url, { headers })
  for (const { text, params } of stop()) {
    const result = (await target.query(
      `explain (analyze, buffers, costs off) ${text}`,
      params,
    )) as {
      rows: Array<Record<string, string>>
    }
    console.log(`      ${text.replace(/\s+/g, ' ').slice(0, 160)}`)
    for (const row of result.rows) console.log(`        ${Object.values(row)[0]}`)
  }
}

async function run(target: Target) {
  console.log(`\n${target.label}`)
  // The answer cache off: every request does the endpoint's work (a hit is one lookup).
  const { app, origin, userId, headers } = await startBenchApp(target, {
    config: { answerCacheBytes: 0 },
  })
  try {
    await seedSubscriptions(target.query, userId, benchSeed(today, TOTAL_ROWS, USER_ROWS, 999))
    console.log(
      `  ${'endpoint'.padEnd(30)} ${'answer'.padStart(14)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    )
    for (const [label, path, query] of scenarios) {
      const search = new URLSearchParams(query).toString()
      const { p50, p95, data } = await timeGet(
        `${origin}/api${path}${search ? `?${search}` : ''}`,
        headers,
        ITERATIONS,
      )
      console.log(`  ${label.padEnd(30)} ${size(data).padStart(14)} ${ms(p50)} ${ms(p95)}`)
      if (EXPLAIN) await explain(target, `${origin}/api${path}?${search}`, headers)
    }
  } finally {
    await app.close()
  }
}

console.log(
  `GET /api/dashboard/*: ${TOTAL_ROWS.toLocaleString('en-US')} rows, ${USER_ROWS.toLocaleString('en-US')} for the measured user over five years (today ${today}), ${ITERATIONS} timed requests per line (after 5 warm-up ones), sequential, over HTTP on 127.0.0.1`,
)
onTargets(process.argv[2] ?? 'both', run).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
