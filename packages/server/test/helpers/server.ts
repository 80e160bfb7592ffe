import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApiClient, type ApiClient, type ApiError, type Envelope } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { createOutboxMailer, type Mailer, type OutboxEntry } from '../../src/adapters/mail'
import { buildApp } from '../../src/app'
import { defineConfig, type Config } from '../../src/config'
import type { TestDatabase } from './database'

/**
 * Test configuration. argon2 runs at minimum cost here ONLY, so that the suite's hundreds of
 * hashes take milliseconds instead of seconds; production always uses DEFAULT_ARGON2.
 * Rate limits are out of reach except in the tests that lower them.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return defineConfig({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    appUrl: 'http://recur.test',
    staticDir: path.join(tmpdir(), 'recur-no-static-dir'),
    argon2: { memoryCost: 256, timeCost: 1, parallelism: 1 },
    rateLimit: { windowMs: 60_000, authMax: 100_000, passwordMax: 100_000 },
    feedRateLimitMax: 100_000,
    // The jobs run only when a test calls them.
    reconcile: { afterMinutes: 15, intervalSeconds: 0 },
    renewalIntervalSeconds: 0,
    reminders: { daysAhead: 3, intervalSeconds: 0 },
    ...overrides,
  })
}

export interface TestServer {
  app: FastifyInstance
  config: Config
  /** http://127.0.0.1:<port> */
  origin: string
  /** The contract's own client on this server, optionally signed in. */
  api(token?: string): ApiClient
  /** A raw request to /api…, for what the typed client cannot send. */
  raw(
    apiPath: string,
    init?: RequestInit,
  ): Promise<{ status: number; headers: Headers; body: Envelope | string; text: string }>
  /** Mail written to the outbox so far (after pending deliveries finish). */
  outbox(): Promise<OutboxEntry[]>
  close(): Promise<void>
}

/** Listens on a free port of 127.0.0.1; returns the origin, http://127.0.0.1:<port>. */
export async function listenLocally(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('server has no TCP address')
  return `http://127.0.0.1:${address.port}`
}

/** The contract's client and raw requests, for a server listening at `origin`. */
export function clientsOf(origin: string): Pick<TestServer, 'api' | 'raw'> {
  return {
    api: (token) => createApiClient({ baseURL: `${origin}/api`, getToken: () => token }),
    async raw(apiPath, init) {
      const response = await fetch(`${origin}/api${apiPath}`, init)
      const text = await response.text()
      let body: Envelope | string = text
      try {
        body = JSON.parse(text) as Envelope
      } catch {
        // not JSON: returned as text
      }
      return { status: response.status, headers: response.headers, body, text }
    },
  }
}

/** Builds the app on a test database and listens on a free port of 127.0.0.1. */
export async function startServer(
  db: TestDatabase,
  options: { config?: Partial<Config>; mailer?: Mailer; now?: () => Date } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recur-server-test-'))
  const config = testConfig({ dataDir, ...options.config })
  const outboxDir = path.join(dataDir, 'outbox')
  const mailer =
    options.mailer ??
    createOutboxMailer({ dir: outboxDir, from: config.mailFrom, logger: silentLogger })
  const app = await buildApp(config, {
    db: db.db,
    ping: db.ping,
    mailer,
    ...(options.now ? { now: options.now } : {}),
  })
  const origin = await listenLocally(app)

  return {
    app,
    config,
    origin,
    ...clientsOf(origin),
    async outbox() {
      await app.services.passwordReset.flush()
      const files = await readdir(outboxDir).catch(() => [] as string[])
      const entries = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map(
            async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry,
          ),
      )
      return entries
    },
    async close() {
      await app.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

const noop = () => {}
/** A logger that drops everything (Fastify's logger shape). */
export const silentLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyInstance['log']

/** A unique e-mail per call, so tests sharing a database never collide. */
let counter = 0
export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${Date.now().toString(36)}.${(counter += 1)}@example.com`

export const PASSWORD = 'correct horse battery'

/** Registers a fresh user and returns the contract's User (with its token). */
export async function signUp(server: TestServer, email = uniqueEmail(), password = PASSWORD) {
  const { data } = await server.api().register({ email, password, password_confirmation: password })
  return { ...data.user, password }
}

/** Row counts of every table, to prove a request wrote nothing. */
export async function countRows(db: TestDatabase) {
  const [row] = await db.query<Record<string, string | number>>(
    `select (select count(*) from users) as users, (select count(*) from sessions) as sessions,
            (select count(*) from password_resets) as password_resets,
            (select count(*) from wallets) as wallets,
            (select count(*) from subscriptions) as subscriptions,
            (select count(*) from categories) as categories,
            (select coalesce(max(updated_at)::text, '') from subscriptions) as last_update`,
  )
  return Object.fromEntries(
    Object.entries(row ?? {}).map(([k, v]) => [k, k === 'last_update' ? v : Number(v)]),
  )
}

/** Every table of the database (migrations' bookkeeping included), found once per database. */
const tablesOf = new WeakMap<TestDatabase, Promise<string[]>>()

/**
 * Each table's row count and a hash of its whole content (every row as text, sorted), keyed
 * "schema.table": equal snapshots before and after a request prove it wrote nothing, not even
 * an update that leaves the counts alone. One round trip, whatever the number of tables.
 */
export async function snapshotTables(db: TestDatabase) {
  let tables = tablesOf.get(db)
  if (!tables) {
    tables = db
      .query<{ name: string }>(
        `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
          order by 1`,
      )
      .then((rows) => rows.map((row) => row.name))
    tablesOf.set(db, tables)
  }
  const names = await tables
  const rows = await db.query<{ name: string; rows: number; hash: string }>(
    names
      .map(
        (name, i) =>
          `select '${name.replaceAll("'", "''")}' as name, count(*)::int as rows,
                  md5(coalesce(string_agg(t${i}::text, chr(10) order by t${i}::text), '')) as hash
             from ${name} t${i}`,
      )
      .join(' union all '),
  )
  return Object.fromEntries(rows.map((row) => [row.name, `${Number(row.rows)}:${row.hash}`]))
}

/** The ApiError a call rejects with. */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected the call to fail, but it succeeded')
}
