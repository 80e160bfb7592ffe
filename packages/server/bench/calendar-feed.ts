/**
 * Benchmark (not a test): the calendar feed (issue 16) of a user with 10,000 subscriptions.
 *
 * Seeds the user's rows with set-based SQL (bench/seed.ts), makes their feed address through the
 * API, then times over HTTP, with no session (as a calendar app asks):
 *   - a changed account: each fetch after a write (its data version bumped), so the feed is
 *     read from the database and built anew (identity, and gzip as calendar apps ask);
 *   - a repeat fetch of an unchanged account, without a validator (the built feed from the
 *     instance's cache) and with If-None-Match (the 304: one lookup, no body);
 * and prints p50 and p95, the feed's size, and the machine's load average. Asserts nothing.
 *
 *   npx tsx packages/server/bench/calendar-feed.ts [pglite|postgres|both]
 *
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh`).
 * BENCH_USER_ROWS (default 10000) and BENCH_ITERATIONS (default 20) change the sizes.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { createApiClient } from '@recur/api'
import { ms, onTargets, percentile, startBenchApp, type Target } from './harness'
import { seedSubscriptions } from './seed'

const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20)

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

async function time(
  iterations: number,
  before: () => Promise<unknown>,
  request: () => Promise<Response>,
  expectStatus: number,
) {
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < iterations; i += 1) {
    await before()
    const started = performance.now()
    const response = await request()
    const body = Buffer.from(await response.arrayBuffer())
    times.push(performance.now() - started)
    if (response.status !== expectStatus) throw new Error(`HTTP ${response.status}`)
    bytes = Number(response.headers.get('content-length') ?? body.length)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes }
}

async function run(target: Target) {
  console.log(`\n${target.label}`)
  const { app, origin, userId, headers } = await startBenchApp(target, {
    config: { feedRateLimitMax: 1_000_000 },
  })
  try {
    await seedSubscriptions(target.query, userId, {
      totalRows: USER_ROWS,
      userRows: USER_ROWS,
      otherUsers: 1,
      firstDate: '2025-01-01',
      spanDays: 700,
      chainLength: 4,
    })
    const api = createApiClient({
      baseURL: `${origin}/api`,
      getToken: () => headers.authorization!.slice('Bearer '.length),
    })
    const feedUrl = new URL((await api.createCalendarFeed()).data.url)
    const url = `${origin}${feedUrl.pathname}`
    // A write the user can read: their data version goes up, so the next fetch builds anew.
    const change = () =>
      target.query('update users set username = username where id = $1', [userId])
    const nothing = async () => {}
    const get =
      (extra: Record<string, string> = {}) =>
      () =>
        fetch(url, { headers: extra })

    const first = await fetch(url)
    const text = await first.text()
    const events = text.split('BEGIN:VEVENT').length - 1
    const etag = first.headers.get('etag') ?? ''
    console.log(`  ${events} events, load average ${loadavg()}`)
    console.log(
      `  ${'case'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'bytes'.padStart(10)}`,
    )
    const line = (label: string, r: { p50: number; p95: number; bytes: number }) =>
      console.log(`  ${label.padEnd(52)} ${ms(r.p50)} ${ms(r.p95)} ${String(r.bytes).padStart(10)}`)

    line(
      'changed account: built anew, identity',
      await time(ITERATIONS, change, get({ 'accept-encoding': 'identity' }), 200),
    )
    line(
      'changed account: built anew, gzip',
      await time(ITERATIONS, change, get({ 'accept-encoding': 'gzip' }), 200),
    )
    await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    line(
      'unchanged: repeat without validator (cached), gzip',
      await time(ITERATIONS, nothing, get({ 'accept-encoding': 'gzip' }), 200),
    )
    const current = (await fetch(url)).headers.get('etag') ?? etag
    line(
      'unchanged: repeat with If-None-Match (304)',
      await time(ITERATIONS, nothing, get({ 'if-none-match': current }), 304),
    )
    console.log(`  load average after: ${loadavg()}`)
  } finally {
    await app.close()
  }
}

await onTargets(process.argv[2] ?? 'pglite', run)
