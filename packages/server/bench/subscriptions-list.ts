/**
 * Benchmark (not a test): latency of GET /api/subscriptions on a large table.
 *
 * Seeds one user with 10,000 subscriptions among 1,000,000 rows (the rest spread over 999 other
 * users) with set-based SQL (bench/seed.ts), then times the list over HTTP, with and without
 * filters, at per_page 20 and 200, and prints p50 and p95. Prints numbers; asserts nothing.
 *
 *   npx tsx packages/server/bench/subscriptions-list.ts [pglite|postgres|both]
 *
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh` prints one);
 * a fresh recur_bench_<random> database is created there and dropped afterwards.
 * BENCH_ROWS (default 1000000), BENCH_USER_ROWS (default 10000) and BENCH_ITERATIONS (default
 * 50) change the sizes.
 */
import { paths } from '@recur/api'
import { ms, onTargets, startBenchApp, timeGet, type Target } from './harness'
import { seedSubscriptions } from './seed'

const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50)

const scenarios: Array<[string, Record<string, string>]> = [
  ['no filter', {}],
  ['status=active, currency=NGN', { status: 'active', currency: 'NGN' }],
  ['category=Music', { category: 'Music' }],
  ['name search "net"', { name: 'net' }],
  [
    'end date + amount ranges',
    {
      'endDate[from]': '2025-06-01',
      'endDate[to]': '2026-06-01',
      'amount[from]': '1000',
      'amount[to]': '30000',
    },
  ],
  ['page 40 (deep offset)', { page: '40' }],
]

async function run(target: Target) {
  console.log(`\n${target.label}`)
  const { app, origin, userId, headers } = await startBenchApp(target)
  try {
    // Two years of start dates from 2025-01-01, no renewals.
    await seedSubscriptions(target.query, userId, {
      totalRows: TOTAL_ROWS,
      userRows: USER_ROWS,
      otherUsers: 999,
      firstDate: '2025-01-01',
      spanDays: 700,
      chainLength: 1,
    })
    console.log(
      `  ${'scenario'.padEnd(32)} ${'per_page'.padStart(8)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    )
    for (const perPage of ['20', '200']) {
      for (const [label, filters] of scenarios) {
        const search = new URLSearchParams({ ...filters, per_page: perPage }).toString()
        const { p50, p95, data } = await timeGet<{ total: number }>(
          `${origin}/api${paths.subscriptions}?${search}`,
          headers,
          ITERATIONS,
        )
        console.log(
          `  ${label.padEnd(32)} ${perPage.padStart(8)} ${String(data.total).padStart(7)} ${ms(p50)} ${ms(p95)}`,
        )
      }
    }
  } finally {
    await app.close()
  }
}

console.log(
  `GET /api${paths.subscriptions}: ${TOTAL_ROWS.toLocaleString('en-US')} rows, ${USER_ROWS.toLocaleString('en-US')} for the measured user, ${ITERATIONS} timed requests per line (after 5 warm-up ones), sequential, over HTTP on 127.0.0.1`,
)
onTargets(process.argv[2] ?? 'both', run).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
