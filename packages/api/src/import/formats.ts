import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportFormat } from '../importing'
import { messages } from '../messages'
import { unescapeFormula } from '../transfer/csv'
import {
  SUBSCRIPTIONS_EXPORT_FORMAT,
  SUBSCRIPTIONS_EXPORT_VERSION,
} from '../transfer/subscriptions'
import {
  amountFromText,
  candidate,
  cycleFrom,
  flagFromText,
  optionalText,
  periodBefore,
  periodFrom,
  setCurrency,
  text,
  type ImportCandidate,
} from './candidate'
import { csvObjects, parseCsv } from './csv'
import { ImportFileError } from './errors'

/*
 * The four files Recur imports, each read into candidates (./candidate.ts):
 *
 * - Recur CSV: the template's columns (IMPORT_TEMPLATE_COLUMNS) or a whole Recur CSV export
 *   (SUBSCRIPTION_CSV_COLUMNS of ../transfer/subscriptions.ts), by header name.
 * - Recur JSON: the export document of ../transfer/subscriptions.ts, read back losing nothing.
 * - Wallos JSON: what Wallos's "Export to JSON" saves (endpoints/subscriptions/export.php of
 *   github.com/ellite/Wallos): a list of objects keyed 'Name', 'Payment Cycle', 'Next Payment',
 *   'Renewal', 'Category', 'Price' (the currency's symbol, then the price), 'Notes', 'URL',
 *   'State', 'Active'… The endpoint's own answer, `{ success, subscriptions: [...] }`, too.
 * - SubTrackr CSV: SubTrackr's CSV export (internal/handlers/subscription.go, ExportCSV, of
 *   github.com/bscott/subtrackr): ID, Name, Category, Cost, Currency, Schedule, Schedule
 *   Interval, Status, Payment Method, Account, Start Date, Renewal Date, Cancellation Date,
 *   URL, Notes, Usage, Created At.
 *
 * Wallos and SubTrackr keep a next payment date, Recur a period: the period imported is the
 * one that next payment ends (see periodBefore).
 */

export interface ReadFile {
  format: ImportFormat
  candidates: ImportCandidate[]
}

/** The file's text: UTF-8 (a byte-order mark dropped), or refused. */
export function decodeImportFile(bytes: Uint8Array): string {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new ImportFileError('too-large')
  let decoded: string
  try {
    decoded = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    throw new ImportFileError('not-utf8')
  }
  // A NUL is never in a CSV or a JSON file: this is a spreadsheet, an image, an archive…
  if (decoded.includes('\u0000')) throw new ImportFileError('unknown-format')
  return decoded
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const tooMany = (rows: unknown[]) => {
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileError('too-many-rows')
}

/** Recur's JSON export: every field as it was exported. */
function readRecurJson(document: Json): ReadFile {
  const list = document.subscriptions
  if (document.version !== SUBSCRIPTIONS_EXPORT_VERSION || !Array.isArray(list)) {
    throw new ImportFileError('unknown-format')
  }
  tooMany(list)
  const candidates = list.map((item: unknown, index) => {
    const row = candidate(index + 1)
    if (!isObject(item)) {
      row.errors.name = [messages.subscriptionNameRequired]
      return row
    }
    row.ref = optionalText(item.id)
    row.parentRef = optionalText(item.parent_id)
    row.name = item.name
    row.amount = item.amount
    setCurrency(row, text(item.currency), true)
    row.category = optionalText(item.category)
    row.start_date = item.start_date
    row.end_date = item.end_date
    row.description = item.note ?? null
    row.auto_renew = typeof item.auto_renew === 'boolean' ? item.auto_renew : true
    row.is_paid = item.kind === 'paid'
    row.created_at = optionalText(item.created_at)
    row.updated_at = optionalText(item.updated_at)
    return row
  })
  return { format: 'recur-json', candidates }
}

/** A Wallos export: its list of subscriptions, or the endpoint's `{ success, subscriptions }`. */
function wallosList(document: unknown): Json[] | undefined {
  const list = isObject(document) && 'success' in document ? document.subscriptions : document
  if (!Array.isArray(list)) return undefined
  const looksLikeWallos = (item: unknown) =>
    isObject(item) && 'Name' in item && ('Next Payment' in item || 'Price' in item)
  return list.length > 0 && list.every(looksLikeWallos) ? (list as Json[]) : undefined
}

/** The currency sign (or code) and the number of a Wallos price: '$15.99', '€59,99', 'kr 99'. */
function splitPrice(price: string): { currency: string; amount: string } {
  const match = /^([^\d\-.,]*)\s*([\d\s.,-]*)\s*([^\d\s.,-]*)$/.exec(price.trim())
  if (!match) return { currency: '', amount: price }
  return { currency: (match[1] || match[3] || '').trim(), amount: match[2] ?? '' }
}

function readWallos(list: Json[]): ReadFile {
  tooMany(list)
  const candidates = list.map((item, index) => {
    const row = candidate(index + 1)
    row.name = text(item.Name)
    const price = splitPrice(text(item.Price))
    row.amount = amountFromText(price.amount)
    setCurrency(row, price.currency, false)
    row.category = optionalText(item.Category)
    const period = periodBefore(text(item['Next Payment']), cycleFrom(text(item['Payment Cycle'])))
    row.start_date = period.start
    row.end_date = period.end
    row.description = [text(item.Notes), text(item.URL)].filter(Boolean).join(' ') || null
    const inactive = text(item.Active) === 'No' || text(item.State) === 'Disabled'
    row.auto_renew = !inactive && flagFromText(item.Renewal, true) !== false
    return row
  })
  return { format: 'wallos-json', candidates }
}

function readJson(content: string): ReadFile {
  let document: unknown
  try {
    document = JSON.parse(content)
  } catch {
    throw new ImportFileError('malformed-json')
  }
  if (isObject(document) && document.format === SUBSCRIPTIONS_EXPORT_FORMAT) {
    return readRecurJson(document)
  }
  const wallos = wallosList(document)
  if (wallos) return readWallos(wallos)
  const empty =
    (Array.isArray(document) && document.length === 0) ||
    (isObject(document) &&
      Array.isArray(document.subscriptions) &&
      document.subscriptions.length === 0)
  throw new ImportFileError(empty ? 'empty' : 'unknown-format')
}

type CsvRow = { line: number; values: Record<string, string> }

/** A Recur CSV: the template, or Recur's CSV export (whose text cells are escaped against formulas). */
function readRecurCsv(rows: CsvRow[]): ReadFile {
  const candidates = rows.map(({ line, values }) => {
    const cell = (key: string) => unescapeFormula(values[key] ?? '').trim()
    const row = candidate(line)
    row.ref = cell('id') || null
    row.parentRef = cell('parent_id') || null
    row.name = cell('name')
    row.amount = amountFromText(cell('amount'))
    setCurrency(row, cell('currency'), true)
    row.category = cell('category') || null
    row.start_date = cell('start_date') || undefined
    row.end_date = cell('end_date') || undefined
    row.description = cell('note') || cell('description') || null
    const autoRenew = flagFromText(cell('auto_renew'), true)
    if (autoRenew === undefined) row.errors.auto_renew = [messages.importAutoRenewInvalid]
    row.auto_renew = autoRenew ?? true
    row.is_paid = cell('kind').toLowerCase() === 'paid'
    row.created_at = cell('created_at') || null
    row.updated_at = cell('updated_at') || null
    return row
  })
  return { format: 'recur-csv', candidates }
}

function readSubTrackr(rows: CsvRow[]): ReadFile {
  const candidates = rows.map(({ line, values }) => {
    const cell = (key: string) => (values[key] ?? '').trim()
    const row = candidate(line)
    row.name = cell('name')
    row.amount = amountFromText(cell('cost'))
    setCurrency(row, cell('currency'), false)
    row.category = cell('category') || null
    const cycle = cycleFrom(cell('schedule'), Number(cell('schedule_interval')) || 1)
    const period = cell('renewal_date')
      ? periodBefore(cell('renewal_date'), cycle)
      : periodFrom(cell('start_date'), cycle)
    row.start_date = period.start || undefined
    row.end_date = period.end || undefined
    row.description = [cell('notes'), cell('url')].filter(Boolean).join(' ') || null
    const status = cell('status').toLowerCase()
    row.auto_renew = status === '' || status === 'active' || status === 'trial'
    return row
  })
  return { format: 'subtrackr-csv', candidates }
}

function readCsv(content: string): ReadFile {
  // The header and at most MAX_IMPORT_ROWS rows.
  const { header, rows } = csvObjects(parseCsv(content, MAX_IMPORT_ROWS + 1))
  const has = (...keys: string[]) => keys.every((key) => header.includes(key))
  const format = has('name', 'cost', 'schedule', 'renewal_date')
    ? 'subtrackr-csv'
    : has('name', 'amount', 'start_date', 'end_date')
      ? 'recur-csv'
      : undefined
  if (!format) throw new ImportFileError(header.length === 0 ? 'empty' : 'unknown-format')
  if (rows.length === 0) throw new ImportFileError('empty')
  return format === 'recur-csv' ? readRecurCsv(rows) : readSubTrackr(rows)
}

/**
 * A file's rows as candidates, whichever of the four formats it is: JSON when it starts with
 * `{` or `[`, else CSV. The name is not trusted: the content decides.
 */
export function readImportFile(bytes: Uint8Array): ReadFile {
  const content = decodeImportFile(bytes)
  const start = content.trimStart()
  if (start === '') throw new ImportFileError('empty')
  return start.startsWith('{') || start.startsWith('[') ? readJson(content) : readCsv(content)
}
