import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'

/** The transaction a claim runs in. */
export type ClaimTransaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface ClaimSpec<Row> {
  /** The table whose rows the job works through, and its `id` column. */
  table: PgTable
  id: PgColumn
  /**
   * Which rows are due, including "nobody holds it": no lease, or a lease that has run out
   * (`claimed_until < now`), or no marker for this period.
   */
  due: SQL | undefined
  /** Oldest first, so a backlog drains in order. */
  orderBy?: SQL | PgColumn
  /** At most this many rows a run. */
  batch: number
  /**
   * Inside the claiming transaction, with the rows locked: take them (set the lease, or the
   * marker that says this period is done) and return what the job needs of them.
   */
  take: (tx: ClaimTransaction, ids: string[]) => Promise<Row[]>
}

/**
 * Claims up to `batch` due rows for one job run, so that two server instances on one PostgreSQL
 * never work on the same row: one transaction selects the due rows `FOR UPDATE SKIP LOCKED`
 * (rows another instance is claiming right now are skipped, not waited for) and marks them
 * taken before it commits, so once it has committed the rows are no longer due for anyone else
 * until the lease runs out. What the job then does with the rows happens outside the
 * transaction.
 */
export function claimDue<Row>(db: Database, spec: ClaimSpec<Row>): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const query = tx.select({ id: spec.id }).from(spec.table).where(spec.due).$dynamic()
    if (spec.orderBy) query.orderBy(spec.orderBy)
    const due = await query.limit(spec.batch).for('update', { skipLocked: true })
    if (due.length === 0) return []
    return spec.take(
      tx,
      due.map((row) => row.id as string),
    )
  })
}
