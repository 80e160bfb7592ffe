import type { CurrencyCode } from '../types'
import { csvLine, type CsvValue } from './csv'

/*
 * Recur's own export of subscriptions (issue 16): every period a user has, as a JSON document
 * that an import reads back losing nothing, and as a CSV file for a spreadsheet. The names of
 * the JSON fields and of the CSV columns are written here once; the server's export, the
 * import, the docs and the tests read them from here.
 */

/** What a Recur export says it is, so an import can tell it from other JSON. */
export const SUBSCRIPTIONS_EXPORT_FORMAT = 'recur.subscriptions'

/**
 * The document's version. A change that an older import could misread (a field renamed, its
 * meaning changed) takes the next number; adding a field an import may ignore does not.
 */
export const SUBSCRIPTIONS_EXPORT_VERSION = 1

/** Paid through Recur's Pay for Service (is_paid), or only tracked (entered by hand). */
export const SUBSCRIPTION_KINDS = ['paid', 'tracked'] as const
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number]

/**
 * One period of a subscription as exported: every field a period stores for its user. (Not
 * exported: the owner, which the import takes from its own session, and the jobs' bookkeeping,
 * the auto-renewal lease and the end date a reminder was last sent for.)
 */
export interface ExportedSubscription {
  /** The period's id in this export; renewals name their chain's first period by it. */
  id: string
  /**
   * The renewal chain: the id of the chain's first period (its root) when this period is a
   * renewal, else null. A root appears in the file before its renewals.
   */
  parent_id: string | null
  name: string
  /** Major units (naira, dollars…), at most 2 decimals. */
  amount: number
  currency: CurrencyCode
  /** The category's name ('Entertainment', 'Others'…). */
  category: string
  /** YYYY-MM-DD, a calendar date in Lagos. */
  start_date: string
  /** YYYY-MM-DD, not before start_date. */
  end_date: string
  auto_renew: boolean
  /** The Additional Note; null when there is none. */
  note: string | null
  kind: SubscriptionKind
  /** When the period was recorded: an ISO 8601 instant (UTC). */
  created_at: string
  /** When it last changed: an ISO 8601 instant (UTC). */
  updated_at: string
}

/** The JSON export: a header, then every period, oldest recorded first. */
export interface SubscriptionsExport {
  format: typeof SUBSCRIPTIONS_EXPORT_FORMAT
  version: typeof SUBSCRIPTIONS_EXPORT_VERSION
  /** When the file was made: an ISO 8601 instant (UTC). */
  exported_at: string
  subscriptions: ExportedSubscription[]
}

/** The JSON document's fields, in the order the server writes them. */
export const EXPORTED_SUBSCRIPTION_FIELDS = [
  'id',
  'parent_id',
  'name',
  'amount',
  'currency',
  'category',
  'start_date',
  'end_date',
  'auto_renew',
  'note',
  'kind',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ExportedSubscription)[]

/**
 * The CSV's columns, in order; the header line spells them as they are here. Every field of the
 * JSON document, and `status` (active or expired on the day of the export), which is computed,
 * never stored: an import ignores it.
 */
export const SUBSCRIPTION_CSV_COLUMNS = [...EXPORTED_SUBSCRIPTION_FIELDS, 'status'] as const
export type SubscriptionCsvColumn = (typeof SUBSCRIPTION_CSV_COLUMNS)[number]

/** Columns an import does not read back: computed at export time. */
export const DERIVED_SUBSCRIPTION_CSV_COLUMNS: readonly SubscriptionCsvColumn[] = ['status']

/** The CSV's header line. */
export const subscriptionCsvHeader = (): string => csvLine(SUBSCRIPTION_CSV_COLUMNS)

/** One period as a CSV line, its columns in `SUBSCRIPTION_CSV_COLUMNS`' order. */
export function subscriptionCsvLine(row: ExportedSubscription, status: string): string {
  const cells: Record<SubscriptionCsvColumn, CsvValue> = { ...row, status }
  return csvLine(SUBSCRIPTION_CSV_COLUMNS.map((column) => cells[column]))
}
