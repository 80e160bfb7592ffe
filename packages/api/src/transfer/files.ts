/*
 * The export's files: what can be exported, and each file's name and type, written once for
 * the server's Content-Disposition, the browser and the tests.
 */

/** The subscriptions can be exported as a spreadsheet or as Recur's JSON document. */
export const SUBSCRIPTION_EXPORT_FORMATS = ['csv', 'json'] as const
export type SubscriptionExportFormat = (typeof SUBSCRIPTION_EXPORT_FORMATS)[number]

/** A file the server streams: all subscriptions (CSV or JSON) or a wallet statement (CSV). */
export type ExportFile =
  | { kind: 'subscriptions'; format: SubscriptionExportFormat }
  | { kind: 'statement'; from: string; to: string }

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const

export const exportContentType = (file: ExportFile): string =>
  EXPORT_CONTENT_TYPES[file.kind === 'statement' ? 'csv' : file.format]

/**
 * The file's name: `recur-subscriptions-2026-11-24.csv` (today, in Lagos) or
 * `recur-wallet-statement-2026-11-01-to-2026-11-30.csv` (the range it covers).
 */
export function exportFileName(file: ExportFile, today: string): string {
  return file.kind === 'statement'
    ? `recur-wallet-statement-${file.from}-to-${file.to}.csv`
    : `recur-subscriptions-${today}.${file.format}`
}

/**
 * POST /exports/… answers with a ticket: the browser downloads the file from GET
 * /exports/download?ticket=… (`api.downloadUrl`), a plain navigation that streams it to disk.
 * The ticket works once, for a short while, and only while the session that asked is alive.
 */
export interface ExportTicket {
  ticket: string
  /** ISO 8601 instant after which the ticket no longer works. */
  expires_at: string
  /** The name the file is saved under. */
  file_name: string
}
