import type { Pool, QueryArrayConfig } from 'pg'
import type { Database } from './database'

/**
 * A named prepared statement run on the node-postgres pool behind Drizzle (PGlite's thread and
 * PostgreSQL alike), its rows as arrays of the driver's values: for hot reads whose SQL is fixed,
 * where Drizzle's per-request query building and per-row mapping cost more than the query.
 *
 * PostgreSQL parses and plans a named statement once per connection, then only binds and runs
 * it. `name` must stand for one `text` only (node-postgres refuses a name reused for another
 * text on the same connection). Without a name the statement is unnamed: parsed and planned on
 * every run, with its values (a custom plan), for a statement whose best plan depends on them. The driver's default parsers apply: select dates and timestamps
 * as text in the form the answer needs, and bigints arrive as strings.
 */
export async function queryRows(
  db: Database,
  name: string | undefined,
  text: string,
  values: unknown[],
): Promise<unknown[][]> {
  const config: QueryArrayConfig = { text, values, rowMode: 'array', ...(name ? { name } : {}) }
  const result = await poolOf(db).query(config)
  return result.rows
}

function poolOf(db: Database): Pool {
  const pool = (db as unknown as { $client?: Pool }).$client
  if (!pool || typeof pool.query !== 'function') throw new Error('no node-postgres pool behind db')
  return pool
}

/** A timestamptz as `Date.prototype.toISOString` writes it (UTC, milliseconds truncated). */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
