import { readFile } from 'node:fs/promises'
import type pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseHandle } from '../../src/db/database'
import { openPglite, openPostgres } from '../../src/db/open'
import { createScratchPostgres } from './scratchPostgres'

export interface TestDatabase extends DatabaseHandle {
  /** Runs raw SQL (fixtures, row counts, time travel). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  /** Closes and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>
  /** On PostgreSQL, the database's URL (another instance may open its own pool on it). */
  url?: string
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on the PostgreSQL server a
 * new `recur_test_<random>` database that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('database') === 'postgres') return createPostgresDatabase(inject('postgresUrl'))
  const template = await readFile(inject('pgliteTemplate'))
  const handle = await openPglite(undefined, { loadDataDir: template })
  await handle.migrate() // already applied in the template: a no-op, as on every restart
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  let closed: Promise<void> | undefined
  const close = () => (closed ??= handle.close())
  return {
    ...handle,
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    close,
    dispose: close,
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  if (!adminUrl)
    throw new Error('TEST_POSTGRES_URL is not set (see packages/server/vitest.config.ts)')
  const scratch = await createScratchPostgres(adminUrl, 'recur_test')
  const handle = await openPostgres(scratch.url)
  await handle.migrate()
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  let disposed = false
  return {
    ...handle,
    url: scratch.url,
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    close: async () => {
      if (!pool.ended) await pool.end()
    },
    dispose: async () => {
      if (disposed) return
      disposed = true
      if (!pool.ended) await pool.end()
      await scratch.drop()
    },
  }
}
