import { randomUUID } from 'node:crypto'
import type { CurrencyCode, Envelope } from '@recur/api'
import type { TestDatabase } from './database'
import type { TestServer } from './server'
import { bearer } from './subscriptions'

/** A subscription row as the dashboard tests write it, straight into the table. */
export interface SeedRow {
  id?: string
  /** The root of the chain this row renews (null or absent: a root). */
  parentId?: string | null
  name: string
  amountMinor: bigint | number
  currency: CurrencyCode
  /** A category's name (the catalogue's). */
  category: string
  startDate: string
  endDate: string
}

/**
 * Inserts rows for a user in one statement, in the order given (a renewal after its root), and
 * returns their ids.
 */
export async function insertSubscriptions(
  db: TestDatabase,
  userId: string,
  rows: readonly SeedRow[],
): Promise<string[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id ?? randomUUID())
  const values: unknown[] = []
  const tuples = rows.map((row, i) => {
    const base = values.length
    values.push(
      ids[i],
      userId,
      row.parentId ?? null,
      row.name,
      String(row.amountMinor),
      row.currency,
      row.category,
      row.startDate,
      row.endDate,
    )
    const p = (n: number) => `$${base + n}`
    return `(${p(1)}::uuid, ${p(2)}::uuid, ${p(3)}::uuid, ${p(4)}, ${p(5)}::bigint, ${p(6)},
             (select id from categories where name = ${p(7)}), ${p(8)}::date, ${p(9)}::date)`
  })
  await db.query(
    `insert into subscriptions (id, user_id, parent_id, name, amount_minor, currency_code,
       category_id, start_date, end_date) values ${tuples.join(', ')}`,
    values,
  )
  return ids
}

/** GET a dashboard path (from `paths`) with an optional raw query, signed in or not. */
export async function getDashboard<T>(
  server: TestServer,
  path: string,
  options: { token?: string; query?: Record<string, string> | string } = {},
) {
  const { token, query } = options
  const search = typeof query === 'string' ? query : new URLSearchParams(query ?? {}).toString()
  const response = await server.raw(`${path}${search ? `?${search}` : ''}`, {
    headers: token ? bearer(token) : {},
  })
  return response as { status: number; body: Envelope<T>; text: string }
}
