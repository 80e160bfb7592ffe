import { performance } from 'node:perf_hooks'
import { createApiClient } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { buildApp } from '../src/app'
import { defineConfig, type Config } from '../src/config'
import type { DatabaseHandle } from '../src/db/database'
import { openPglite, openPostgres } from '../src/db/open'
import { createScratchPostgres } from '../test/helpers/scratchPostgres'
import type { Query } from './seed'

/**
 * What the benchmarks share: the databases they run on (an in-memory PGlite; a fresh
 * recur_bench_<random> database on a PostgreSQL server, dropped afterwards), the app on a free
 * port with a registered user, and the timing of a GET.
 */

export interface Target {
  label: string
  handle: DatabaseHandle
  query: Query
  /** Records the statements the app sends until the returned function is called. */
  record(): () => Statement[]
  dispose(): Promise<void>
}

export interface Statement {
  text: string
  params: unknown[]
}

/**
 * The bench's own statements (seeding 200,000 rows, counting payments) on the app's pool, but
 * without the bounds the app puts on a request's statements (4 s on the server, 5 s on the
 * client): one seeding statement may take longer.
 */
function unboundedQuery(pool: pg.Pool): Query {
  return async (text, params) => {
    const client = await pool.connect()
    try {
      await client.query('set statement_timeout = 0')
      // pg reads a query's own query_timeout (client.js), though its types do not declare it.
      const config = { text, values: params, query_timeout: 3_600_000 } as pg.QueryConfig
      return await client.query(config)
    } finally {
      await client.query('reset statement_timeout').catch(() => {})
      client.release()
    }
  }
}

/** Wraps a driver client's `query` (node-postgres: (config, params); PGlite: (text, params)). */
function recorder(client: { query: (...args: never[]) => unknown }) {
  return () => {
    const original = client.query
    const statements: Statement[] = []
    client.query = ((
      first: string | { text: string; values?: unknown[] },
      params?: unknown[],
      ...rest: unknown[]
    ) => {
      // A query config (db/raw.ts) carries its values inside.
      statements.push({
        text: typeof first === 'string' ? first : first.text,
        params: params ?? (typeof first === 'string' ? undefined : first.values) ?? [],
      })
      return (original as (...args: unknown[]) => unknown).call(client, first, params, ...rest)
    }) as typeof client.query
    return () => {
      client.query = original
      return statements
    }
  }
}

async function pgliteTarget(): Promise<Target> {
  const handle = await openPglite()
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  return {
    label: 'PGlite (in memory, on its own thread)',
    handle,
    query: unboundedQuery(pool),
    record: recorder(pool as never),
    dispose: () => handle.close(),
  }
}

/** BENCH_POSTGRES_URL, else TEST_POSTGRES_URL (`bash scripts/postgres.sh` prints one). */
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
    query: unboundedQuery(pool),
    record: recorder(pool as never),
    dispose: async () => {
      await handle.close()
      await scratch.drop()
    },
  }
}

/** Runs `bench` on each target named by the command line's argument (pglite, postgres, both). */
export async function onTargets(which: string, bench: (target: Target) => Promise<void>) {
  const makers = { pglite: pgliteTarget, postgres: postgresTarget }
  for (const name of which === 'both' ? (['pglite', 'postgres'] as const) : [which]) {
    const make = makers[name as keyof typeof makers]
    if (!make) throw new Error(`unknown target "${name}"; use pglite, postgres or both`)
    const target = await make()
    try {
      await bench(target)
    } finally {
      await target.dispose()
    }
  }
}

export interface BenchApp {
  app: FastifyInstance
  origin: string
  userId: string
  headers: Record<string, string>
}

/**
 * Migrates the target, starts the app on it (logs off, cheap argon2, plus `config`'s overrides)
 * and registers a user.
 */
export async function startBenchApp(
  target: Target,
  options: { now?: () => Date; config?: Partial<Config> } = {},
) {
  await target.handle.migrate()
  const config = defineConfig({
    logLevel: 'silent',
    staticDir: '/nonexistent',
    argon2: { memoryCost: 256, timeCost: 1, parallelism: 1 },
    ...options.config,
  })
  const app = await buildApp(config, {
    db: target.handle.db,
    ping: target.handle.ping,
    ...(options.now ? { now: options.now } : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const password = 'benchmark password'
  const { data } = await createApiClient({ baseURL: `${origin}/api` }).register({
    email: `measured.${Date.now()}@example.com`,
    password,
    password_confirmation: password,
  })
  const bench: BenchApp = {
    app,
    origin,
    userId: data.user.id,
    headers: { authorization: `Bearer ${data.user.token}` },
  }
  return bench
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

/**
 * Times `iterations` sequential GETs of `url` after 5 warm-up ones (caches, plans) and returns
 * p50, p95 and the last envelope's data.
 */
export async function timeGet<T>(
  url: string,
  headers: Record<string, string>,
  iterations: number,
): Promise<{ p50: number; p95: number; data: T }> {
  const times: number[] = []
  let data: T | undefined
  for (let i = 0; i < iterations + 5; i += 1) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const body = (await response.json()) as { data: T }
    const elapsed = performance.now() - started
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
    data = body.data
    if (i >= 5) times.push(elapsed)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), data: data as T }
}

export const ms = (value: number) => value.toFixed(1).padStart(8)
