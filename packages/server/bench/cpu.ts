/**
 * Benchmark (not a test): the server's CPU time per request, and its throughput against a bare
 * Fastify route, each in a process of its own (issue 14's goals 2 and 3).
 *
 * The real server (`src/main.ts`, request logging on at `info`, its output discarded) runs as a
 * child process on a fresh PostgreSQL database holding the user with 10,000 subscriptions
 * (bench/seed.ts). A bare Fastify app (one GET, a small JSON) runs as another child. The load
 * generator (autocannon, in a worker thread of this process) sends what a browser sends
 * (`Accept-Encoding: gzip, deflate, br`, `Accept: application/json`). For each line: requests/s,
 * p50, p90, p99 (autocannon has no p95: p90 and p97.5 bracket it), the child's CPU time
 * (user + system, from /proc) divided by the requests it answered, and requests/s as a share of
 * the bare route's (measured before and after, the mean). Prints numbers; asserts nothing.
 *
 * Three servers are measured in turn for every line (interleaved, so the machine's load falls
 * on each alike): this checkout with its answer cache (every request after the first is a hit),
 * this checkout with the cache off (ANSWER_CACHE_MB=0: every request takes the uncached path),
 * both on one database, and the source of another git revision (BENCH_BASELINE, default `main`,
 * its packages/server/src extracted under bench/.baseline/; BENCH_BASELINE=none skips it) on a
 * database of its own, migrated by its own migrations and seeded alike, so that a migration's
 * effect (an index, a rollup) is measured too. BENCH_CACHE_HIT=0 leaves the cache hits out.
 *
 *   npx tsx packages/server/bench/cpu.ts [--duration 10] [--warmup 2]
 *
 * BENCH_RATE=300 sends that many requests a second per line instead of as many as are answered
 * (the bare route too). BENCH_CPU_CASES=per_page,graph runs only the lines whose name holds one of those words;
 * BENCH_CPU_CONNECTIONS=10 only that many connections (default 10,50); BENCH_ROUNDS=3 measures
 * every build three times over per line; BENCH_BASELINE_UNCACHED=1 adds the baseline with
 * ANSWER_CACHE_MB=0 (the old uncached path).
 *
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh`).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createServer } from 'node:net'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  ALL_TIME,
  DEFAULT_CURRENCY,
  DEFAULT_GRAPH_PERIOD,
  createApiClient,
  paths,
} from '@recur/api'
import autocannon from 'autocannon'
import pg from 'pg'
import { API_PREFIX } from '../src/app'
import { openPostgres } from '../src/db/open'
import { createClock } from '../src/domain/clock'
import { createScratchPostgres } from '../test/helpers/scratchPostgres'
import { benchSeed, seedSubscriptions } from './seed'

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
  },
})
const DURATION = Number(flags.duration)
const WARMUP = Number(flags.warmup)
const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const BASELINE = process.env.BENCH_BASELINE ?? 'main'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
/**
 * BENCH_RATE: requests per second over all connections (autocannon's overallRate) instead of as
 * many as are answered. On a busy machine, builds measured at one rate do the same work per
 * second, so their CPU per request compares the work each request costs, not how well each
 * kept up with the load.
 */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined
const baselineDir = path.join(fileURLToPath(new URL('.', import.meta.url)), '.baseline')
const serverDir = fileURLToPath(new URL('..', import.meta.url))
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' }
const TICK_MS = 1000 / 100 // USER_HZ: /proc counts CPU time in hundredths of a second

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** CPU time (user + system) a process has used so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** Starts `args` under node with `env`; resolves once its output matches `ready`. */
async function child(args: string[], env: Record<string, string>, ready: RegExp) {
  const process_ = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let seen = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (ready.test(seen)) {
        seen = ''
        resolve()
      }
      // The request log is read and dropped: its cost stays in the child, not in a pipe.
      if (seen.length > 1_000_000) seen = seen.slice(-10_000)
    }
    process_.stdout.on('data', onData)
    process_.stderr.on('data', onData)
    process_.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited (${code}):\n${seen}`)),
    )
  })
  return process_
}

const stop = (process_: ChildProcess) =>
  new Promise<void>((resolve) => {
    process_.once('exit', () => resolve())
    process_.kill('SIGTERM')
  })

interface Line {
  name: string
  build?: string
  connections: number
  perSecond: number
  p50: number
  p90: number
  p97: number
  p99: number
  cpuPerRequest: number
  statuses: string
  load: number
}

async function measure(
  name: string,
  pid: number,
  options: autocannon.Options & { connections: number },
): Promise<Line> {
  const base = { workers: 1, ...(RATE ? { overallRate: RATE } : {}), ...options }
  if (WARMUP > 0) await autocannon({ ...base, duration: WARMUP })
  const before = cpuMs(pid)
  const result = await autocannon({ ...base, duration: DURATION })
  const used = cpuMs(pid) - before
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code} ×${count ?? 0}`)
    .concat(result.errors ? [`errors ×${result.errors}`] : [])
    .join(', ')
  return {
    name,
    connections: options.connections,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    cpuPerRequest: used / Math.max(1, result.requests.total),
    statuses,
    load: os.loadavg()[0] ?? NaN,
  }
}

const BARE = `
import Fastify from 'fastify'
const app = Fastify({ logger: false })
app.get('/bare', async () => ({ status: 200, message: 'OK', data: { ok: true } }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
console.log('bare listening')
`

async function main() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL
  if (!adminUrl) throw new Error('set BENCH_POSTGRES_URL or TEST_POSTGRES_URL')
  console.log(
    `CPU per request: autocannon 9, ${DURATION} s per line after ${WARMUP} s of warm-up${RATE ? `, ${RATE} requests/s per line` : ''}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; load average ${loadavg()} at the start`,
  )
  const scratch = await createScratchPostgres(adminUrl, 'recur_bench_cpu')
  const handle = await openPostgres(scratch.url)
  await handle.migrate()
  await handle.close()

  // The baseline gets a database of its own, migrated by its own server and seeded alike: a
  // schema change (an index, a rollup) is then measured against the schema before it.
  const baselineScratch =
    BASELINE !== 'none' ? await createScratchPostgres(adminUrl, 'recur_bench_cpu_base') : undefined
  const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
    DATABASE_URL: scratch.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: os.tmpdir(),
    RECONCILE_INTERVAL_SECONDS: '0',
    RENEWAL_INTERVAL_SECONDS: '0',
    REMINDER_INTERVAL_SECONDS: '0',
    ...extra,
  })
  const startServer = async (entry: string, extra?: Record<string, string>) => {
    const port = await freePort()
    const process_ = await child(
      [
        ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        entry,
      ],
      serverEnv(port, extra),
      /Recur is listening/,
    )
    return { process: process_, origin: `http://127.0.0.1:${port}` }
  }
  // This checkout first: it migrates its database. Then the baseline on its own (its own
  // migrations).
  const server = await startServer('src/main.ts')
  const builds: Array<{
    label: string
    process: ChildProcess
    origin: string
    database: 'new' | 'baseline'
  }> = [{ label: 'new, cache hit', ...server, database: 'new' }]
  builds.push({
    label: 'new, uncached',
    ...(await startServer('src/main.ts', { ANSWER_CACHE_MB: '0' })),
    database: 'new',
  })
  if (baselineScratch) {
    const dir = baselineDir
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const archive = execFileSync('git', ['archive', BASELINE, 'src'], { cwd: serverDir })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    const onBaseline = { DATABASE_URL: baselineScratch.url }
    builds.push({
      label: BASELINE,
      ...(await startServer(path.join(dir, 'src/main.ts'), onBaseline)),
      database: 'baseline',
    })
    if (process.env.BENCH_BASELINE_UNCACHED === '1') {
      builds.push({
        label: `${BASELINE}, uncached`,
        ...(await startServer(path.join(dir, 'src/main.ts'), {
          ...onBaseline,
          ANSWER_CACHE_MB: '0',
        })),
        database: 'baseline',
      })
    }
  }
  // BENCH_CACHE_HIT=0: this checkout's cache hits are not measured (its server still runs).
  const measured =
    process.env.BENCH_CACHE_HIT === '0'
      ? builds.filter((b) => b.label !== 'new, cache hit')
      : builds
  const barePort = await freePort()
  const bare = await child(
    ['--input-type=module', '-e', BARE],
    { PORT: String(barePort) },
    /bare listening/,
  )
  try {
    /** Registers the measured user through `origin` and seeds its database; its headers. */
    const seed = async (origin: string, url: string) => {
      const password = 'benchmark password'
      const { data } = await createApiClient({ baseURL: `${origin}/api` }).register({
        email: `measured.${Date.now()}@example.com`,
        password,
        password_confirmation: password,
      })
      const seedPool = new pg.Pool({ connectionString: url, max: 2 })
      const today = createClock().today()
      await seedSubscriptions(
        (text, params) => seedPool.query(text, params),
        data.user.id,
        benchSeed(today, TOTAL_ROWS, USER_ROWS),
      )
      await seedPool.query('analyze')
      await seedPool.end()
      return { ...BROWSER, authorization: `Bearer ${data.user.token}` }
    }
    const headersOf = {
      new: await seed(server.origin, scratch.url),
      baseline: baselineScratch
        ? await seed(builds.find((b) => b.database === 'baseline')!.origin, baselineScratch.url)
        : {},
    }
    const api = (path: string, query: Record<string, string>) => {
      const search = new URLSearchParams(query).toString()
      return `${API_PREFIX}${path}${search ? `?${search}` : ''}`
    }
    const LIST_GOAL = '≥ 0.25 × bare; p99 ≤ 10 ms at 10, ≤ 25 ms at 50; ≤ 0.4 ms CPU uncached'
    const DASHBOARD_GOAL = 'p95 (between p90 and p97.5) ≤ 20 ms at 10, ≤ 50 ms at 50'
    const isDashboard = new Set<string>()
    const filtered = { status: 'active', name: 'net' }
    const cases: Array<[string, string, string]> = [
      ['GET subscriptions, per_page 20', api(paths.subscriptions, { per_page: '20' }), LIST_GOAL],
      [
        'GET subscriptions, per_page 20, filtered',
        api(paths.subscriptions, { per_page: '20', ...filtered }),
        LIST_GOAL,
      ],
      ['GET subscriptions, default page (200)', api(paths.subscriptions, {}), LIST_GOAL],
      ['GET subscriptions, 200, filtered', api(paths.subscriptions, filtered), LIST_GOAL],
      [
        'GET dashboard/total-summary',
        api(paths.dashboardSummary, { currency: DEFAULT_CURRENCY }),
        DASHBOARD_GOAL,
      ],
      [
        'GET dashboard/graph',
        api(paths.dashboardGraph, { period: DEFAULT_GRAPH_PERIOD, currency: DEFAULT_CURRENCY }),
        DASHBOARD_GOAL,
      ],
      ['GET dashboard/expiring-soon', api(paths.expiringSoon, {}), DASHBOARD_GOAL],
      [
        'GET dashboard/spend-by-currency',
        api(paths.spendByCurrency, { period: ALL_TIME }),
        DASHBOARD_GOAL,
      ],
      ['GET dashboard/spend-by-category', api(paths.spendByCategory, {}), DASHBOARD_GOAL],
      ['GET dashboard/renewed', api(paths.renewed, { type: 'most' }), DASHBOARD_GOAL],
    ]
    // BENCH_CPU_CASES: a comma-separated list of words; only the lines whose name holds one run.
    const only = process.env.BENCH_CPU_CASES?.split(',').filter(Boolean)
    if (only) {
      const kept = cases.filter(([name]) => only.some((word) => name.includes(word)))
      cases.splice(0, cases.length, ...kept)
    }
    const connectionCounts = (process.env.BENCH_CPU_CONNECTIONS ?? '10,50').split(',').map(Number)
    const lines: Line[] = []
    const bareUrl = `http://127.0.0.1:${barePort}/bare`
    const bareLine = (label: string) =>
      measure(`bare Fastify GET (${label})`, bare.pid!, {
        url: bareUrl,
        headers: BROWSER,
        connections: 10,
      })
    lines.push(await bareLine('before'))
    const goals = new Map<string, string>()
    for (const [name, apiPath, goal] of cases) {
      goals.set(name, goal)
      if (goal === DASHBOARD_GOAL) isDashboard.add(name)
      for (const connections of connectionCounts) {
        // Each build in turn on the same line, so a change of load falls on all of them (and
        // BENCH_ROUNDS times over, to see how much a figure moves on a busy machine).
        for (let round = 0; round < ROUNDS; round++) {
          for (const build of measured) {
            const url = `${build.origin}${apiPath}`
            const headers = headersOf[build.database]
            const check = await fetch(url, { headers })
            if (check.status !== 200) throw new Error(`${url}: HTTP ${check.status}`)
            const line = await measure(name, build.process.pid!, { url, headers, connections })
            lines.push({ ...line, build: build.label })
          }
        }
      }
    }
    lines.push(await bareLine('after'))
    const bareMean = (lines[0]!.perSecond + lines[lines.length - 1]!.perSecond) / 2
    const yes = (met: boolean) => (met ? 'yes' : 'no')
    /** Each goal of issue 14 the line is measured against, and whether it met it. */
    const verdict = (l: Line): string => {
      if (!l.build) return ''
      if (isDashboard.has(l.name)) {
        const goal = l.connections >= 50 ? 50 : 20
        // autocannon has no p95: met when p97.5 is within, missed when p90 is over.
        const met = l.p97 <= goal ? 'yes' : l.p90 > goal ? 'no' : 'p90 yes, p97.5 no'
        return `p95 ≤ ${goal}: ${met}`
      }
      const p99 = l.connections >= 50 ? 25 : 10
      const parts = [
        `≥ 0.25×: ${yes(l.perSecond / bareMean >= 0.25)}`,
        `p99 ≤ ${p99}: ${yes(l.p99 <= p99)}`,
      ]
      if (l.build.includes('uncached')) parts.push(`CPU ≤ 0.4: ${yes(l.cpuPerRequest <= 0.4)}`)
      return parts.join(', ')
    }

    console.log(
      `\n  PostgreSQL, ${TOTAL_ROWS.toLocaleString('en-US')} rows, ${USER_ROWS.toLocaleString('en-US')} for the measured user; load average ${loadavg()} at the end`,
    )
    console.log(
      `  ${'line'.padEnd(42)} ${'build'.padEnd(17)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p90'.padStart(5)} ${'p97.5'.padStart(5)} ${'p99'.padStart(5)} ${'CPU ms/req'.padStart(10)} ${'× bare'.padStart(7)} ${'load'.padStart(5)}  ${'goals met'.padEnd(44)} responses`,
    )
    let lastName = ''
    for (const l of lines) {
      const goal = goals.get(l.name)
      if (goal && l.name !== lastName) console.log(`  ${l.name}: goal ${goal}`)
      lastName = l.name
      console.log(
        `  ${l.name.padEnd(42)} ${(l.build ?? '').padEnd(17)} ${String(l.connections).padStart(5)} ${l.perSecond.toFixed(0).padStart(7)} ${l.p50.toFixed(0).padStart(5)} ${l.p90.toFixed(0).padStart(5)} ${l.p97.toFixed(0).padStart(5)} ${l.p99.toFixed(0).padStart(5)} ${l.cpuPerRequest.toFixed(3).padStart(10)} ${(l.perSecond / bareMean).toFixed(3).padStart(7)} ${l.load.toFixed(2).padStart(5)}  ${verdict(l).padEnd(44)} ${l.statuses}`,
      )
    }
    console.log(
      '  goals (issue 14): uncached list ≤ 0.4 ms CPU per request; list ≥ 0.25 × bare, p99 ≤ 10 ms at 10 connections and ≤ 25 ms at 50; every dashboard card p95 ≤ 20 ms at 10 connections and ≤ 50 ms at 50',
    )
  } finally {
    for (const build of builds) await stop(build.process)
    await stop(bare)
    // The baseline's source goes with its server (no linter or formatter should find it).
    rmSync(baselineDir, { recursive: true, force: true })
    await scratch.drop()
    await baselineScratch?.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
