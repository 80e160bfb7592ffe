/**
 * Benchmark (not a test): the subscription list's query plans, filter shape by filter shape.
 *
 * Each filter shape of `GET /api/subscriptions` is one named prepared statement
 * (services/subscriptions.ts). PostgreSQL plans a prepared statement's first five runs with
 * their values (custom plans), then may keep one generic plan for every value, estimated
 * without them: a plan that suits the average user and the average value, not the user with
 * 10,000 rows or a status that keeps 4 % of them. For each shape this prints the statement's run
 * time under a generic and a custom plan (EXPLAIN ANALYZE of `EXECUTE` with plan_cache_mode
 * forced each way, best of a few), the nodes of each plan, and which plan the server would pick
 * after the five custom runs (a statement the app sends unnamed is planned with its values
 * every time). Seeds the throughput bench's data (bench/seed.ts). Prints
 * numbers; asserts nothing.
 *
 *   npx tsx packages/server/bench/list-plans.ts [postgres|pglite|both]
 *
 * BENCH_ROWS (default 200000) and BENCH_USER_ROWS (default 10000) change the sizes;
 * BENCH_PLANS_VERBOSE=1 prints whole plans.
 */
import { parseArgs } from 'node:util'
import { paths } from '@recur/api'
import type pg from 'pg'
import { API_PREFIX } from '../src/app'
import { addDays } from '../src/domain/calendar'
import { createClock } from '../src/domain/clock'
import { onTargets, startBenchApp, type Target } from './harness'
import { benchSeed, seedSubscriptions } from './seed'

const { positionals } = parseArgs({ allowPositionals: true, options: {} })
const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 200_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const RUNS = 5
const today = createClock().today()

/** The shapes measured: the app's default and each filter alone, then some together. */
const SHAPES: Array<[string, Record<string, string>]> = [
  ['no filter', {}],
  ['status active', { status: 'active' }],
  ['status expired', { status: 'expired' }],
  ['name "net"', { name: 'net' }],
  ['name "zzz" (no match)', { name: 'zzz' }],
  ['status active, name "net"', { status: 'active', name: 'net' }],
  ['status expired, name "net"', { status: 'expired', name: 'net' }],
  ['currency USD', { currency: 'USD' }],
  ['category Music', { category: 'Music' }],
  [
    'start date, one month',
    { 'startDate[from]': addDays(today, -60), 'startDate[to]': addDays(today, -30) },
  ],
  ['end date, next month', { 'endDate[from]': today, 'endDate[to]': addDays(today, 30) }],
  ['amount 100–200', { 'amount[from]': '100', 'amount[to]': '200' }],
  [
    'status active, currency NGN, category Music',
    { status: 'active', currency: 'NGN', category: 'Music' },
  ],
  ['page 50', { page: '50' }],
]

interface Captured {
  name: string
  text: string
  values: unknown[]
}

async function run(target: Target) {
  console.log(`\n${target.label}`)
  const { app, origin, userId, headers } = await startBenchApp(target)
  try {
    await seedSubscriptions(target.query, userId, benchSeed(today, TOTAL_ROWS, USER_ROWS))
    const pool = (target.handle.db as unknown as { $client: pg.Pool }).$client
    console.log(
      `  ${'shape (per_page 20)'.padEnd(46)} ${'generic ms'.padStart(10)} ${'custom ms'.padStart(10)} ${'server picks'.padStart(16)}  plans (generic | custom)`,
    )
    for (const [label, filters] of SHAPES) {
      // The statement the app runs for this query, caught on its way to the pool.
      const captured: Captured[] = []
      const original = pool.query.bind(pool) as (...args: unknown[]) => unknown
      ;(pool as unknown as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
        const c = config as Partial<Captured> | undefined
        if (typeof c?.text === 'string' && c.text.startsWith('select s.id, s.parent_id')) {
          captured.push({ name: c.name ?? '', text: c.text, values: c.values ?? [] })
        }
        return original(config, ...rest)
      }
      const search = new URLSearchParams({ per_page: '20', ...filters }).toString()
      const response = await fetch(`${origin}${API_PREFIX}${paths.subscriptions}?${search}`, {
        headers,
      })
      ;(pool as unknown as { query: unknown }).query = original
      const body = (await response.json()) as { data?: { total?: number } }
      const statement = captured[0]
      if (!statement) throw new Error(`${label}: no list statement seen (HTTP ${response.status})`)
      const client = await pool.connect()
      try {
        const literals = statement.values.map((value) =>
          value === null ? 'null' : client.escapeLiteral(String(value)),
        )
        await client.query(`prepare shape as ${statement.text}`)
        const explain = async (mode: string) => {
          await client.query(`set plan_cache_mode = ${mode}`)
          let best = Infinity
          let plan: string[] = []
          for (let i = 0; i < RUNS; i++) {
            const result = await client.query<{ 'QUERY PLAN': string }>(
              `explain (analyze, costs off, timing off, summary on) execute shape(${literals.join(', ')})`,
            )
            const lines = result.rows.map((row) => row['QUERY PLAN'])
            const time = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN)
            if (time < best) {
              best = time
              plan = lines
            }
          }
          return { best, plan }
        }
        const generic = await explain('force_generic_plan')
        const custom = await explain('force_custom_plan')
        // What the server does by itself: five custom runs, then its own choice.
        await client.query('reset plan_cache_mode')
        await client.query('deallocate shape')
        await client.query(`prepare shape as ${statement.text}`)
        for (let i = 0; i < 5; i++) await client.query(`execute shape(${literals.join(', ')})`)
        const picked = await client.query<{ 'QUERY PLAN': string }>(
          `explain (costs off) execute shape(${literals.join(', ')})`,
        )
        const pickedPlan = picked.rows.map((row) => row['QUERY PLAN']).join('\n')
        await client.query('deallocate shape')
        const nodes = (plan: string[]) =>
          plan
            .filter((line) => /(Scan|Sort|Join|Loop|Aggregate|Limit)/.test(line))
            .map((line) =>
              line
                .trim()
                .replace(/^->\s*/, '')
                .replace(/ \(actual.*$/, ''),
            )
            .join(' / ')
        // A generic plan's conditions name the parameters ($1); a custom plan's, the values. An
        // unnamed statement (the app's name searches) is planned with its values every time.
        const serverPicks = !statement.name
          ? 'custom (unnamed)'
          : /\$\d/.test(pickedPlan)
            ? 'generic'
            : 'custom'
        console.log(
          `  ${`${label} (${body.data?.total ?? '?'} rows)`.padEnd(46)} ${generic.best.toFixed(2).padStart(10)} ${custom.best.toFixed(2).padStart(10)} ${serverPicks.padStart(16)}  ${nodes(generic.plan)} | ${nodes(custom.plan)}`,
        )
        if (process.env.BENCH_PLANS_VERBOSE === '1') {
          console.log(`    generic:\n      ${generic.plan.join('\n      ')}`)
          console.log(`    custom:\n      ${custom.plan.join('\n      ')}`)
        }
      } finally {
        await client.query('reset plan_cache_mode').catch(() => {})
        await client.query('deallocate shape').catch(() => {})
        client.release()
      }
    }
  } finally {
    await app.close()
  }
}

onTargets(positionals[0] ?? 'postgres', run).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
