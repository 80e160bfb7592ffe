import {
  CSV_BOM,
  exportContentType,
  exportFileName,
  statementCsvHeader,
  statementCsvLine,
  subscriptionCsvHeader,
  subscriptionCsvLine,
  SUBSCRIPTIONS_EXPORT_FORMAT,
  SUBSCRIPTIONS_EXPORT_VERSION,
  type CurrencyCode,
  type ExportedSubscription,
  type ExportFile,
  type StatementLine,
  type TransactionStatus,
  type TransactionType,
} from '@recur/api'
import type { Database } from '../db/database'
import { isoTimestamp, queryRows } from '../db/raw'
import { addDays } from '../domain/calendar'
import type { Clock } from '../domain/clock'
import { createExportTickets } from './exportTickets'

/*
 * The export's files (issue 16), written as they are read: rows come from the database in
 * batches in a fixed key order (keyset pagination: each batch starts after the last row of the
 * one before, on an index), each batch is written out before the next is asked for, and the
 * next is asked for only when the reader wants more (an async generator behind a stream with
 * backpressure). Nothing holds the whole file, and between batches the connection is free for
 * other requests: PGlite has one. There is no transaction around the batches (it would hold that
 * one connection for the whole download), so a row written during an export may or may not be
 * in it; no row is written twice and every row that stays is in it, since the key never changes.
 */

/** Rows per batch: large enough that a round trip is cheap per row, small enough to stream. */
export const EXPORT_BATCH_ROWS = 500

/** Before every row: the timestamptz '-infinity' and the nil uuid. */
const START = ['-infinity', '00000000-0000-0000-0000-000000000000'] as const

/**
 * One user's periods, first periods or renewals, after a cursor (created_at as text, at full
 * precision, then id), in that order: the index (user_id, created_at, id) read forwards.
 */
const periodsSql = (renewals: boolean) => `select s.id, s.parent_id, s.name, s.amount_minor,
  s.currency_code, c.name, s.start_date::text, s.end_date::text, s.auto_renew, s.description,
  s.is_paid, ${isoTimestamp('s.created_at')}, ${isoTimestamp('s.updated_at')},
  s.id, s.created_at::text
from subscriptions s join categories c on c.id = s.category_id
where s.user_id = $1::uuid and s.parent_id is ${renewals ? 'not ' : ''}null
  and (s.created_at, s.id) > ($2::timestamptz, $3::uuid)
order by s.created_at, s.id
limit $4::int`

const ROOTS_SQL = periodsSql(false)
const RENEWALS_SQL = periodsSql(true)

/** One user's transactions made in [$2, $3), after a cursor, oldest first (the list's index). */
const TRANSACTIONS_SQL = `select t.type, t.status, t.description, t.reference, t.amount_kobo,
  ${isoTimestamp('t.created_at')}, t.id, t.created_at::text
from wallet_transactions t
where t.user_id = $1::uuid and t.created_at >= $2::timestamptz and t.created_at < $3::timestamptz
  and (t.created_at, t.id) > ($4::timestamptz, $5::uuid)
order by t.created_at, t.id
limit $6::int`

/** The last day a YYYY-MM-DD date can name. */
const LAST_DATE = '9999-12-31'

/** Minor units (the driver's bigint text) as a number of major units: exact below 2^53. */
const majorUnits = (minor: unknown) => Number(minor as string) / 100

const toPeriod = (row: unknown[]): ExportedSubscription => ({
  id: row[0] as string,
  parent_id: row[1] as string | null,
  name: row[2] as string,
  amount: majorUnits(row[3]),
  currency: row[4] as CurrencyCode,
  category: row[5] as string,
  start_date: row[6] as string,
  end_date: row[7] as string,
  auto_renew: row[8] as boolean,
  note: row[9] as string | null,
  kind: (row[10] as boolean) ? 'paid' : 'tracked',
  created_at: row[11] as string,
  updated_at: row[12] as string,
})

/** An instant (ISO, UTC) as Lagos's date and time (UTC+1 all year, no daylight saving). */
const inLagos = (iso: string) => {
  const local = new Date(Date.parse(iso) + 3_600_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 19) }
}

const toStatementLine = (row: unknown[]): StatementLine => ({
  ...inLagos(row[5] as string),
  type: row[0] as TransactionType,
  status: row[1] as TransactionStatus,
  description: row[2] as string,
  reference: row[3] as string,
  amount: majorUnits(row[4]),
  currency: 'NGN',
})

/** A file ready to send: its name, its type, and its text, produced as it is read. */
export interface ExportBody {
  fileName: string
  contentType: string
  chunks: AsyncIterable<string>
}

export function createExportService(deps: { db: Database; clock: Clock; batchRows?: number }) {
  const { db, clock } = deps
  const batchRows = deps.batchRows ?? EXPORT_BATCH_ROWS
  const tickets = createExportTickets({ db, clock })

  /**
   * Every row `sql` finds, batch by batch (its last two columns are id and created_at::text);
   * `before` are the statement's values before the cursor's two.
   */
  async function* keyset(name: string, sql: string, before: unknown[]) {
    let cursor: readonly unknown[] = START
    for (;;) {
      const rows = await queryRows(db, name, sql, [...before, ...cursor, batchRows])
      yield rows
      if (rows.length < batchRows) return
      const last = rows[rows.length - 1] as unknown[]
      // The cursor, the statements' last two columns: the last row's created_at (as text, to
      // the microsecond) and its id.
      cursor = [last[last.length - 1], last[last.length - 2]]
    }
  }

  /** Every period of the user: first periods, then renewals (so a chain's root comes first). */
  async function* periods(userId: string): AsyncGenerator<ExportedSubscription[]> {
    for (const [name, sql] of [
      ['recur_export_roots', ROOTS_SQL],
      ['recur_export_renewals', RENEWALS_SQL],
    ] as const) {
      for await (const rows of keyset(name, sql, [userId])) yield rows.map(toPeriod)
    }
  }

  async function* subscriptionsCsv(userId: string, today: string) {
    yield CSV_BOM + subscriptionCsvHeader()
    for await (const batch of periods(userId)) {
      if (batch.length === 0) continue
      yield batch
        .map((row) => subscriptionCsvLine(row, row.end_date >= today ? 'active' : 'expired'))
        .join('')
    }
  }

  async function* subscriptionsJson(userId: string, exportedAt: string) {
    const head = {
      format: SUBSCRIPTIONS_EXPORT_FORMAT,
      version: SUBSCRIPTIONS_EXPORT_VERSION,
      exported_at: exportedAt,
    }
    // The header's fields, then the periods one by one: `{"format":…,"subscriptions":[…]}`.
    yield `${JSON.stringify(head).slice(0, -1)},"subscriptions":[`
    let first = true
    for await (const batch of periods(userId)) {
      if (batch.length === 0) continue
      yield (first ? '\n' : ',\n') + batch.map((row) => JSON.stringify(row)).join(',\n')
      first = false
    }
    yield first ? ']}\n' : '\n]}\n'
  }

  async function* statementCsv(userId: string, from: string, to: string) {
    yield CSV_BOM + statementCsvHeader()
    // The days in Lagos (UTC+1): from its first instant to the first instant after `to` (after
    // the last day a date can name, there is no next day to write: every later instant).
    const end = to >= LAST_DATE ? 'infinity' : `${addDays(to, 1)}T00:00:00+01:00`
    const range = [`${from}T00:00:00+01:00`, end]
    for await (const rows of keyset('recur_export_statement', TRANSACTIONS_SQL, [
      userId,
      ...range,
    ])) {
      if (rows.length === 0) continue
      yield rows.map((row) => statementCsvLine(toStatementLine(row))).join('')
    }
  }

  return {
    tickets,

    /** The file `file` of the user, to be streamed. */
    open(userId: string, file: ExportFile): ExportBody {
      const today = clock.today()
      const chunks =
        file.kind === 'statement'
          ? statementCsv(userId, file.from, file.to)
          : file.format === 'csv'
            ? subscriptionsCsv(userId, today)
            : subscriptionsJson(userId, clock.now().toISOString())
      return { fileName: exportFileName(file, today), contentType: exportContentType(file), chunks }
    },
  }
}

export type ExportService = ReturnType<typeof createExportService>
