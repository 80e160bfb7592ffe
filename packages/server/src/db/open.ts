import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config'
import type { Database, DatabaseHandle } from './database'
import { lockFolder } from './folderLock'
import * as schema from './schema'

/**
 * The committed SQL migrations, next to this module: src/db/migrations when run from source,
 * dist/migrations when bundled (build.mjs copies them there).
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** An open PGlite database, which can also be dumped (the tests start from a dump). */
export interface PgliteHandle extends DatabaseHandle {
  /** The cluster as a tarball, for `loadDataDir`. */
  dump(): Promise<Uint8Array>
}

/**
 * How long a query or transaction may wait for its turn on the embedded database before it
 * gives up (a 503 "timeout exceeded when trying to connect"). PGlite is one session: without a
 * bound, every request queues behind a long operation for as long as it lasts.
 */
export const PGLITE_WAIT_TIMEOUT_MS = 5000

/**
 * PGlite in `dir`, or in memory when `dir` is undefined, on a thread of its own
 * (`pgliteThread.ts`), reached through node-postgres as PostgreSQL is: one driver, one dialect,
 * and a long query never holds the server's event loop. PGlite is one session, so the pool has
 * one connection: a transaction holds it, the next request waits for it up to
 * PGLITE_WAIT_TIMEOUT_MS, and a request that gave up is never run.
 *
 * A folder is this process's alone while open (`folderLock.ts`): opening one that another
 * process holds throws FolderInUseError. `loadDataDir` starts from a dump (`dump()`) instead of
 * a fresh cluster, which skips initdb: the tests start each file's in-memory database so in
 * under a second.
 */
export async function openPglite(
  dir?: string,
  options: { loadDataDir?: Uint8Array } = {},
): Promise<PgliteHandle> {
  const { Pool } = await import('pg')
  const { BoundedClient } = await import('./boundedClient')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const { startPgliteThread } = await import('./pgliteThread')
  if (dir) await mkdir(dir, { recursive: true })
  const lock = dir ? await lockFolder(dir) : undefined
  let thread: Awaited<ReturnType<typeof startPgliteThread>>
  try {
    thread = await startPgliteThread({ dataDir: dir, loadDataDir: options.loadDataDir })
  } catch (error) {
    await lock?.release()
    throw error
  }
  const pool = new Pool({
    max: 1,
    // The one connection stays open: a new one costs a session reset on the thread.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: PGLITE_WAIT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    user: 'postgres',
    database: 'postgres',
    stream: thread.connect,
    Client: BoundedClient,
  })
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One process per folder (the lock above), so no other instance migrates meanwhile.
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => thread.ping(),
    dump: () => thread.dump(),
    close: async () => {
      try {
        if (!pool.ended) await pool.end()
        await thread.close()
      } finally {
        await lock?.release()
      }
    },
  }
}

/** How long the pool waits for a new connection to PostgreSQL before the request fails (503). */
export const CONNECT_TIMEOUT_MS = 5000

/**
 * How long PostgreSQL may run one statement (lock waits included) before it cancels it: a
 * request answers 503 rather than hold on (Recur's queries take milliseconds).
 */
export const STATEMENT_TIMEOUT_MS = 4000

/**
 * How long the app waits for PostgreSQL's answer to one query before it gives up on the
 * connection (BoundedClient): a frozen server (SIGSTOP, a hung disk) never cancels anything.
 * Longer than STATEMENT_TIMEOUT_MS, so a server that answers cancels first, cleanly.
 */
export const QUERY_TIMEOUT_MS = 5000

/**
 * The key of the advisory lock held while migrating on PostgreSQL: an arbitrary constant, the
 * same in every instance (seen in pg_locks as locktype 'advisory' while an instance migrates).
 */
export const MIGRATION_LOCK_KEY = 7_226_312_201_735_434

/** A node-postgres pool on a PostgreSQL server. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Client, Pool } = await import('pg')
  const { BoundedClient } = await import('./boundedClient')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer (down, or a dead network path) fails a request after this
    // long with a 503, instead of holding it open; the pool connects again on the next request.
    // It also bounds the wait for a free connection when all ten are busy.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // And once connected, no query waits longer than these (a slow or frozen server).
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    Client: BoundedClient,
  })
  // A client losing its connection must not crash the process: the query it was running (or the
  // next one) reports the error. pg emits 'error' on the client as well, and an 'error' event
  // nobody listens to is an uncaught exception: the pool listens for idle clients ('error' on
  // the pool), this listener for clients checked out (a request's transaction).
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    ping: () => pool.query('select 1'),
    migrate: async () => {
      // Several instances may start at once on one database (docs/deploy.md). Drizzle's migrator
      // takes no lock: two of them on an empty database would both create the same tables and
      // one would fail to start. So the migrations run under a session-level advisory lock, on
      // one connection: the first instance migrates, the others wait, then find nothing to do.
      // The lock goes with the connection if the process dies half-way. A connection of its own,
      // without the pool's timeouts: waiting for another instance's migration, or building an
      // index on a large table, may rightly take minutes.
      const client = new Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      })
      client.on('error', () => {})
      await client.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        try {
          await migrate(drizzle(client, { schema }), { migrationsFolder })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        }
      } finally {
        await client.end()
      }
    },
    close: () => pool.end(),
  }
}

/** The configured database: DATABASE_URL when set, else PGlite under DATA_DIR/pglite. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'pglite'))
}
