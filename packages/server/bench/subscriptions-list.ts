/**
 * Benchmark (not a test): latency of GET /api/subscriptions on a large table.
 *
 * Seeds one user with 10,000 subscriptions among 1,000,000 rows (the rest spread over 999 other
 * users) with set-based SQL, then times the list over HTTP, with and without filters, at
 * per_page 20 and 200, and prints p50 and p95. Prints numbers; asserts nothing.
 *
 *   npx tsx packages/server/bench/subscriptions-list.ts [pglite|postgres|both]
 *
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh` prints one);
 * a fresh recur_bench_<random> database is created there and dropped afterwards.
 * BENCH_ROWS (default 1000000), BENCH_USER_ROWS (default 10000) and BENCH_ITERATIONS (default
 * 50) change the sizes.
 */
import { performance } from 'node:perf_hooks'
import type { PGlite } from '@electric-sql/pglite'
import { createApiClient, paths } from '@recur/api'
import type pg from 'pg'
import { buildApp } from '../src/app'
import { createScratchPostgres } from '../test/helpers/scratchPostgres'
import { defineConfig } from '../src/config'
import type { DatabaseHandle } from '../src/db/database'
import { openPglite, openPostgres } from '../src/db/open'

const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000)
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50)
const OTHER_USERS = 999
const CHUNK = 100_000

type Query = (text: string, params?: unknown[]) => Promise<unknown>

interface Target {
  label: string
  handle: DatabaseHandle
  query: Query
  dispose(): Promise<void>
}

async function pgliteTarget(): Promise<Target> {
  const handle = await openPglite()
  const client = (handle.db as unknown as { $client: PGlite }).$client
  return {
    label: 'PGlite (in memory)',
    handle,
    query: (text, params) => client.query(text, params),
    dispose: () => handle.close(),
  }
}

async function postgresTarget(): Promise<Target> {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL
  if (!adminUrl) throw new Error('set BENCH_POSTGRES_URL or TEST_POSTGRES_URL')
  const scratch = await createScratchPostgres(adminUrl, 'recur_bench')
  const handle = await openPostgres(scratch.url)
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  const version = (await pool.query<{ v: string }>("select current_setting('server_version') as v"))
    .rows[0]?.v
  return {
    label: `PostgreSQL ${version ?? ''}`.trim(),
    handle,
    query: (text, params) => pool.query(text, params),
    dispose: async () => {
      await handle.close()
      await scratch.drop()
    },
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Rows g = from..to of a deterministic mix of names, amounts, currencies, dates, categories. */
function insertSubscriptions(owner: string, from: number, to: number) {
  return `
    with owners as (select ${owner} as ids),
         cats as (select array_agg(id order by name) as ids from categories)
    insert into subscriptions (id, user_id, name, amount_minor, currency_code, category_id,
                               start_date, end_date, auto_renew, created_at, updated_at)
    select gen_random_uuid(),
           owners.ids[1 + g % array_length(owners.ids, 1)],
           (array['Netflix', 'Spotify', 'DStv Compact', 'Showmax', 'iCloud+', 'YouTube Premium',
                  'Canva Pro', 'Gym', 'Audiomack', 'GOtv Max', 'Dropbox', 'Duolingo'])[1 + g % 12]
             || ' ' || g,
           (g::bigint * 7919) % 5000000,
           (array['NGN', 'USD', 'GBP', 'EUR'])[1 + g % 4],
           cats.ids[1 + g % array_length(cats.ids, 1)],
           date '2025-01-01' + (g % 700),
           date '2025-01-01' + (g % 700) + (g % 90),
           g % 3 <> 0,
           timestamptz '2025-01-01 00:00:00+00' + g * interval '7 seconds',
           timestamptz '2025-01-01 00:00:00+00' + g * interval '7 seconds'
    from owners, cats, generate_series(${from}, ${to}) as g`
}

async function seed(target: Target, benchUserId: string) {
  const started = performance.now()
  await target.query(
    `insert into users (id, email, username, password_hash)
     select gen_random_uuid(), 'bench' || g || '@example.com', 'bench' || g, 'x'
     from generate_series(1, ${OTHER_USERS}) as g`,
  )
  const others = `(select array_agg(id) from users where email like 'bench%@example.com')`
  const otherRows = TOTAL_ROWS - USER_ROWS
  for (let from = 1; from <= otherRows; from += CHUNK) {
    const to = Math.min(otherRows, from + CHUNK - 1)
    await target.query(insertSubscriptions(others, from, to))
    process.stdout.write(`\r  seeding: ${to.toLocaleString('en-US')} rows (${seconds(started)})`)
  }
  await target.query(
    insertSubscriptions(`array['${benchUserId}']::uuid[]`, otherRows + 1, TOTAL_ROWS),
  )
  await target.query('analyze')
  process.stdout.write(
    `\r  seeded ${TOTAL_ROWS.toLocaleString('en-US')} rows, ${USER_ROWS.toLocaleString('en-US')} for the measured user, in ${seconds(started)}\n`,
  )
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

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
  await target.handle.migrate()
  const config = defineConfig({
    logLevel: 'silent',
    staticDir: '/nonexistent',
    argon2: { memoryCost: 256, timeCost: 1, parallelism: 1 },
  })
  const app = await buildApp(config, { db: target.handle.db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const address = app.server.address()
    const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
    const email = `measured.${Date.now()}@example.com`
    const password = 'benchmark password'
    const { data } = await createApiClient({ baseURL: `${origin}/api` }).register({
      email,
      password,
      password_confirmation: password,
    })
    await seed(target, data.user.id)

    const headers = { authorization: `Bearer ${data.user.token}` }
    console.log(
      `  ${'scenario'.padEnd(32)} ${'per_page'.padStart(8)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    )
    for (const perPage of ['20', '200']) {
      for (const [label, filters] of scenarios) {
        const search = new URLSearchParams({ ...filters, per_page: perPage }).toString()
        const url = `${origin}/api${paths.subscriptions}?${search}`
        let total = 0
        const times: number[] = []
        for (let i = 0; i < ITERATIONS + 5; i += 1) {
          const started = performance.now()
          const response = await fetch(url, { headers })
          const body = (await response.json()) as { data: { total: number } }
          const elapsed = performance.now() - started
          if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`)
          total = body.data.total
          if (i >= 5) times.push(elapsed) // the first 5 warm caches and plans
        }
        times.sort((a, b) => a - b)
        console.log(
          `  ${label.padEnd(32)} ${perPage.padStart(8)} ${String(total).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
        )
      }
    }
  } finally {
    await app.close()
  }
}

async function main() {
  const which = process.argv[2] ?? 'both'
  console.log(
    `GET /api${paths.subscriptions}: ${TOTAL_ROWS.toLocaleString('en-US')} rows, ${USER_ROWS.toLocaleString('en-US')} for the measured user, ${ITERATIONS} timed requests per line (after 5 warm-up ones), sequential, over HTTP on 127.0.0.1`,
  )
  const makers = { pglite: pgliteTarget, postgres: postgresTarget }
  for (const name of which === 'both' ? (['pglite', 'postgres'] as const) : [which]) {
    const make = makers[name as keyof typeof makers]
    if (!make) throw new Error(`unknown target "${name}"; use pglite, postgres or both`)
    const target = await make()
    try {
      await run(target)
    } finally {
      await target.dispose()
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
