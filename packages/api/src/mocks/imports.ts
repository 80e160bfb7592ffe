import type { ImportPreview, ImportPreviewRow, ImportResult } from '../importing'
import { messages } from '../messages'
import { fail, ok } from './respond'
import { variants } from './variants'

/** Import fixtures (issue 16): a file's rows as the server previews them. */

export const importRow = (overrides: Partial<ImportPreviewRow> = {}): ImportPreviewRow => ({
  line: 2,
  name: 'Netflix Premium',
  amount: 4400,
  currency: 'NGN',
  category: 'Entertainment',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  description: 'Family plan',
  auto_renew: true,
  is_paid: false,
  renews_line: null,
  errors: {},
  duplicate: false,
  mappings: [],
  ...overrides,
})

/** Five rows that can all be saved, one of them renewing another. */
export const validImportRows = (): ImportPreviewRow[] => [
  importRow(),
  importRow({
    line: 3,
    name: 'Spotify',
    amount: 10.99,
    currency: 'USD',
    category: 'Music',
    start_date: '2026-10-15',
    end_date: '2026-11-14',
    description: null,
    auto_renew: false,
  }),
  importRow({
    line: 4,
    name: 'Spotify',
    amount: 10.99,
    currency: 'USD',
    category: 'Music',
    start_date: '2026-11-15',
    end_date: '2026-12-14',
    description: null,
    renews_line: 3,
  }),
  importRow({
    line: 5,
    name: 'DStv Compact',
    amount: 15700,
    category: 'TV',
    start_date: '2026-11-10',
    end_date: '2026-12-09',
    description: null,
    is_paid: true,
  }),
  importRow({
    line: 6,
    name: 'iCloud+ 200GB',
    amount: 2.99,
    currency: 'GBP',
    category: 'Cloud Storage',
    start_date: '2026-11-05',
    end_date: '2026-12-04',
    description: null,
  }),
]

/** Rows with what a preview flags: errors, a likely duplicate, and mapped values. */
export const flaggedImportRows = (): ImportPreviewRow[] => [
  importRow({ duplicate: true }),
  importRow({
    line: 3,
    name: 'Apple One',
    amount: 99,
    currency: 'NGN',
    category: 'Others',
    description: null,
    mappings: [
      { field: 'currency', from: 'kr', to: 'NGN' },
      { field: 'category', from: 'Bundles', to: 'Others' },
    ],
  }),
  importRow({
    line: 4,
    name: '',
    amount: null,
    start_date: '2026-11-20',
    end_date: '2026-11-01',
    description: null,
    errors: {
      name: [messages.subscriptionNameRequired],
      amount: [messages.amountNotANumber],
      end_date: [messages.endBeforeStart],
    },
  }),
  importRow({
    line: 5,
    name: '=HYPERLINK("http://example.com","Click")',
    amount: 500,
    category: 'Others',
    description: null,
  }),
  importRow({
    line: 6,
    name: 'Showmax',
    amount: 2900,
    currency: '',
    start_date: '30/11/2026',
    description: null,
    errors: {
      currency: [messages.currencyRequired],
      start_date: [messages.invalidDate],
    },
  }),
]

/** What the server answers for `rows` (the counts as it counts them). */
export const importPreview = (
  rows: ImportPreviewRow[] = validImportRows(),
  overrides: Partial<ImportPreview> = {},
): ImportPreview => ({
  format: 'recur-csv',
  file_name: 'subscriptions.csv',
  rows,
  counts: {
    rows: rows.length,
    errors: rows.filter((row) => Object.keys(row.errors).length > 0).length,
    duplicates: rows.filter((row) => row.duplicate).length,
  },
  renewals: {
    in_file: rows.filter((row) => row.renews_line !== null).length,
    allowed: 5,
  },
  ...overrides,
})

export const importResult = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  imported: 5,
  skipped: 0,
  already_imported: false,
  ...overrides,
})

export const importHandlers = {
  previewImport: variants('previewImport', {
    allValid: () => ok(importPreview()),
    withErrors: () => ok(importPreview(flaggedImportRows())),
    notUtf8: () => fail(422, messages.importNotUtf8, { file: [messages.importNotUtf8] }),
    empty: () => fail(422, messages.importEmpty, { file: [messages.importEmpty] }),
    tooLarge: () => fail(413, messages.importFileTooLarge),
  }),
  confirmImport: variants('confirmImport', {
    success: () => ok(importResult(), messages.importDone),
    alreadyImported: () => ok(importResult({ already_imported: true }), messages.importAlreadyDone),
    renewalLimit: () => fail(403, messages.importRenewalLimit),
  }),
}
