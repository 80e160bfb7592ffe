import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction handle, or the database itself, for services that may run inside either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** Resolves once the database answers a trivial query (`GET /healthz`). */
  ping(): Promise<unknown>
  /** Applies the committed SQL migrations; safe to call on every start. */
  migrate(): Promise<void>
  close(): Promise<void>
}
