/**
 * Benchmark (not a test): does a busy database stall the rest of the server?
 *
 * For the user with 10,000 subscriptions (bench/seed.ts), 200 connections ask for the list's
 * default page for `--duration` seconds. Meanwhile one connection each asks, as fast as it is
 * answered, for `/healthz` (one `select 1`) and for a static file (no database at all). Prints
 * the three lines' requests/s, p50 and p99, with the load average. The goal (issue 14): on
 * PGlite, /healthz and the static file answer with p99 ≤ 50 ms while the list is under load, and
 * PGlite's list throughput is within 3× of PostgreSQL's (printed at the end when both ran).
 * The load generators run in worker threads (autocannon's `workers: 1`), not on the server's
 * event loop. Prints numbers; asserts nothing.
 *
 *   npx tsx packages/server/bench/stall.ts [pglite|postgres|both] [--duration 10]
 *     [--connections 200]
 *
 * BENCH_ROWS (default 200000) and BENCH_USER_ROWS (default 10000) change the sizes.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { paths } from '@recur/api'
import autocannon from 'autocannon'
import { API_PREFIX } from '../src/app'
import { HEALTH_PATH } from '../src/db/health'
import { createClock } from '../src/domain/clock'
import { onTargets, startBenchApp, type Target } from './harness'
import { benchSeed, seedSubscriptions } from './seed'

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: '200' },
  },
})
const DURATION = Number(flags.duration)
const CONNECTIONS = Number(flags.connections)
const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const today = createClock().today()
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

/** The list's requests/s on each database, for the ratio at the end. */
const listed = new Map<string, number>()
const P99_GOAL_MS = 50
const PGLITE_RATIO_GOAL = 3

function line(name: string, result: autocannon.Result, goal = '') {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code} ×${count ?? 0}`)
    .concat(result.errors ? [`errors ×${result.errors}`] : [])
    .concat(result.timeouts ? [`timeouts ×${result.timeouts}`] : [])
    .join(', ')
  console.log(
    `  ${name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} ${result.latency.p50.toFixed(1).padStart(7)} ${result.latency.p99.toFixed(1).padStart(7)}  ${goal.padEnd(22)} ${statuses}`,
  )
}

/** The p99 goal of a probe and whether this run met it. */
const p99Goal = (result: autocannon.Result) =>
  `p99 ≤ ${P99_GOAL_MS} ms: ${result.latency.p99 <= P99_GOAL_MS ? 'met' : 'not met'}`

async function run(target: Target) {
  console.log(`\n${target.label}: load average ${loadavg()} at the start`)
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'recur-bench-static-'))
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Recur</title>')
  await writeFile(
    path.join(staticDir, 'app.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))})`,
  )
  const { app, origin, userId, headers } = await startBenchApp(target, {
    config: {
      staticDir,
      renewalIntervalSeconds: 0,
      reconcile: { afterMinutes: 15, intervalSeconds: 0 },
      reminders: { daysAhead: 3, intervalSeconds: 0 },
    },
  })
  try {
    await seedSubscriptions(target.query, userId, benchSeed(today, TOTAL_ROWS, USER_ROWS))
    const list = `${origin}${API_PREFIX}${paths.subscriptions}`
    const probe = (url: string) =>
      autocannon({ url, connections: 1, workers: 1, duration: DURATION })
    const [list_, health, asset] = await Promise.all([
      autocannon({ url: list, headers, connections: CONNECTIONS, workers: 1, duration: DURATION }),
      probe(`${origin}${HEALTH_PATH}`),
      probe(`${origin}/app.js`),
    ])
    console.log(
      `  ${'line'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ${'goal (issue 14)'.padEnd(22)} responses`,
    )
    line(`GET subscriptions, ${CONNECTIONS} connections`, list_)
    line('GET /healthz meanwhile, 1 connection', health, p99Goal(health))
    line('GET /app.js (static) meanwhile, 1 connection', asset, p99Goal(asset))
    listed.set(target.label, list_.requests.average)
    console.log(
      `  goal: /healthz and the static file p99 ≤ ${P99_GOAL_MS} ms; load average ${loadavg()} at the end`,
    )
  } finally {
    await app.close()
    await rm(staticDir, { recursive: true, force: true })
  }
}

console.log(
  `Stall: autocannon 9, ${DURATION} s; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; today ${today}`,
)
/** Goal 1's second half: PGlite's list throughput within 3× of PostgreSQL's (both measured). */
function ratio() {
  const pgliteLine = [...listed].find(([label]) => /pglite/i.test(label))
  const postgresLine = [...listed].find(([label]) => /postgres/i.test(label))
  if (!pgliteLine || !postgresLine) return
  const times = postgresLine[1] / Math.max(1, pgliteLine[1])
  console.log(
    `\nPostgreSQL's list throughput is ${times.toFixed(2)}× PGlite's (${postgresLine[1].toFixed(0)} against ${pgliteLine[1].toFixed(0)} req/s at ${CONNECTIONS} connections); goal ≤ ${PGLITE_RATIO_GOAL}×: ${times <= PGLITE_RATIO_GOAL ? 'met' : 'not met'}`,
  )
}

onTargets(positionals[0] ?? 'both', run).then(ratio, (error: unknown) => {
  console.error(error)
  process.exit(1)
})
