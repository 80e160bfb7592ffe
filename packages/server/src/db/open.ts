import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config'
import type { Database, DatabaseHandle } from './database'
import * as schema from './schema'

/**
 * The committed SQL migrations, next to this module: src/db/migrations when run from source,
 * dist/migrations when bundled (build.mjs copies them there).
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PGlite in `dir`, or in memory when `dir` is undefined. `loadDataDir` starts from a dump
 * (`dumpDataDir()`) instead of a fresh cluster, which skips initdb: the tests use it to start
 * each file's in-memory database in under a second.
 */
export async function openPglite(
  dir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (dir) await mkdir(dir, { recursive: true })
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), ...options })
  const db = drizzle(client, { schema })
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

/** A node-postgres pool on a PostgreSQL server. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  }
}

/** The configured database: DATABASE_URL when set, else PGlite under DATA_DIR/pglite. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'pglite'))
}
