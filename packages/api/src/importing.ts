/*
 * Importing subscriptions (issue 16): the files Recur reads, their limits, and what a preview
 * and an import answer. No library here: the design system shows these types, the browser
 * checks a file's size against the limits before sending it, and the server enforces them.
 * The parsers are `./import/` (in `@recur/api`, not this contract).
 */

/** The files Recur can import: its own CSV (template or export) and JSON export, Wallos, SubTrackr. */
export const IMPORT_FORMATS = ['recur-csv', 'recur-json', 'wallos-json', 'subtrackr-csv'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** How each format is named to the person importing. */
export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  'recur-csv': 'Recur CSV',
  'recur-json': 'Recur JSON export',
  'wallos-json': 'Wallos JSON export',
  'subtrackr-csv': 'SubTrackr CSV export',
}

/** The largest file Recur imports: 5 MB holds a 10,000-row Recur JSON export. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

/** The most rows one file may hold; a longer file is refused before any row is read further. */
export const MAX_IMPORT_ROWS = 10_000

/** What the file chooser offers (the server still reads the content, whatever the name says). */
export const IMPORT_ACCEPT = ['.csv', '.json', 'text/csv', 'application/json'] as const

/** The megabytes a size is, written for people ('5 MB', '50.3 MB'). */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return `${Number.isInteger(mb) ? mb : Math.ceil(mb * 10) / 10} MB`
}

/** A value the import changed to one Recur knows, shown beside the row. */
export interface ImportMapping {
  field: 'currency' | 'category'
  /** As the file had it ('kr', 'Streaming'). */
  from: string
  /** What it is saved as ('NGN', 'Entertainment'). */
  to: string
}

/** One row of the file as it will be saved, with what keeps it from being saved. */
export interface ImportPreviewRow {
  /** The row's place in the file: the line of a CSV (the header is line 1), the item of a JSON list (from 1). */
  line: number
  name: string
  /** Null when the file's amount is not a number. */
  amount: number | null
  /** A currency code; '' when the file has none (then `errors` asks for one). */
  currency: string
  category: string
  /** YYYY-MM-DD, or what the file had when it is not a date (then `errors` says so). */
  start_date: string
  end_date: string
  description: string | null
  auto_renew: boolean
  is_paid: boolean
  /** The line of the row this one renews (the first period of its chain), if it is a renewal. */
  renews_line: number | null
  /** Field → the spec's validation messages; empty when the row can be saved. */
  errors: Record<string, string[]>
  /** An existing subscription this row likely repeats (same name, currency, amount and dates). */
  duplicate: boolean
  mappings: ImportMapping[]
}

/** POST /imports/preview: the file read, nothing written. */
export interface ImportPreview {
  format: ImportFormat
  file_name: string
  rows: ImportPreviewRow[]
  /** Rows an import would save: every row without errors, less duplicates when they are skipped. */
  counts: { rows: number; errors: number; duplicates: number }
  /** Renewal rows in the file, and how many more the plan allows (null: no limit). */
  renewals: { in_file: number; allowed: number | null }
}

/** POST /imports: what was saved. */
export interface ImportResult {
  imported: number
  /** Likely duplicates left out. */
  skipped: number
  /** True when this same file had been imported already: nothing new was written. */
  already_imported: boolean
}

/**
 * The CSV template's columns, in order (the same names as Recur's CSV export, which imports
 * as it is). Only name, amount, currency, start_date and end_date are required.
 */
export const IMPORT_TEMPLATE_COLUMNS = [
  'name',
  'amount',
  'currency',
  'category',
  'start_date',
  'end_date',
  'auto_renew',
  'note',
] as const

/**
 * The template the import screen offers to download: the header (IMPORT_TEMPLATE_COLUMNS, a
 * test checks) and two example rows. A literal, so a bundle that never offers it drops it.
 */
export const IMPORT_TEMPLATE_CSV =
  '\uFEFFname,amount,currency,category,start_date,end_date,auto_renew,note\r\n' +
  'Netflix Premium,4400,NGN,Entertainment,2026-01-01,2026-01-31,true,Family plan\r\n' +
  'Spotify,10.99,USD,,2026-01-15,2026-02-14,false,\r\n'

export const IMPORT_TEMPLATE_FILE_NAME = 'recur-import-template.csv'
