import { addDays, addMonths, addWeeks, addYears, format, parseISO } from 'date-fns'
import { isIsoDate } from '../dates'
import type { ImportMapping } from '../importing'
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '../types'

/**
 * One row as a file gave it, in Recur's fields but not yet checked: text where the file had
 * text that should have been a number or a date, so the checks (./rows.ts) say what is wrong
 * in the spec's words.
 */
export interface ImportCandidate {
  /** Its place in the file (see ImportPreviewRow.line). */
  line: number
  /** The file's own id for the row, where it has one (a Recur export's `id`). */
  ref: string | null
  /** The file's id of the period this row renews (a Recur export's `parent_id`). */
  parentRef: string | null
  name: unknown
  /** A number, or the file's text when it is not one (or undefined when there is none). */
  amount: unknown
  /** A currency code (NGN…); the file's own value, when it was not one, is in `mappings`. */
  currency: unknown
  /** The file's category, as written; null when it has none. */
  category: string | null
  start_date: unknown
  end_date: unknown
  description: unknown
  auto_renew: boolean
  is_paid: boolean
  /** ISO 8601 instants the row was recorded and last changed, where the file keeps them. */
  created_at: string | null
  updated_at: string | null
  mappings: ImportMapping[]
  /** Faults found while reading (a flag that is neither true nor false…). */
  errors: Record<string, string[]>
}

/** A candidate with nothing filled in yet. */
export const candidate = (line: number): ImportCandidate => ({
  line,
  ref: null,
  parentRef: null,
  name: undefined,
  amount: undefined,
  currency: undefined,
  category: null,
  start_date: undefined,
  end_date: undefined,
  description: null,
  auto_renew: true,
  is_paid: false,
  created_at: null,
  updated_at: null,
  mappings: [],
  errors: {},
})

/** Text with its ends trimmed; '' for anything that is not text or a number. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/** Text, or null when empty. */
export const optionalText = (value: unknown): string | null => text(value) || null

const plainNumber = /^-?\d+(\.\d+)?$/
const commaThousands = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/
const dotThousandsCommaDecimals = /^-?\d{1,3}(\.\d{3})*,\d{1,2}$/
const commaDecimals = /^-?\d+,\d{1,2}$/

/**
 * An amount written as text: '4400', '4,400.50', '10.99', and the European '59,99' or
 * '1.234,50'. Anything else stays the text it was (the checks then say it is not a number);
 * nothing stays undefined.
 */
export function amountFromText(value: string): number | string | undefined {
  const written = value.trim().replace(/\s/g, '')
  if (written === '') return undefined
  if (plainNumber.test(written)) return Number(written)
  if (commaThousands.test(written)) return Number(written.replaceAll(',', ''))
  if (dotThousandsCommaDecimals.test(written) || commaDecimals.test(written)) {
    return Number(written.replaceAll('.', '').replace(',', '.'))
  }
  return value.trim()
}

const TRUE_WORDS = ['true', 'yes', 'y', '1', 'on', 'automatic']
const FALSE_WORDS = ['false', 'no', 'n', '0', 'off', 'manual']

/** A flag written as text; undefined when it is neither (an empty cell is `fallback`). */
export function flagFromText(value: unknown, fallback: boolean): boolean | undefined {
  if (typeof value === 'boolean') return value
  const word = text(value).toLowerCase()
  if (word === '') return fallback
  if (TRUE_WORDS.includes(word)) return true
  if (FALSE_WORDS.includes(word)) return false
  return undefined
}

const SYMBOLS: ReadonlyMap<string, CurrencyCode> = new Map(
  CURRENCIES.flatMap(({ code, sign }) => (sign ? [[sign, code] as const] : [])),
)

/**
 * A currency as a file writes it (a code in any case, or a sign: ₦ $ £ €) as Recur's code, or
 * undefined when it is not one of Recur's.
 */
export function currencyFrom(value: string): CurrencyCode | undefined {
  const upper = value.trim().toUpperCase()
  if ((CURRENCY_CODES as readonly string[]).includes(upper)) return upper as CurrencyCode
  return SYMBOLS.get(value.trim())
}

/**
 * Sets the candidate's currency from what the file wrote. A currency Recur does not keep
 * becomes the default (NGN), and the row says so (a mapping); none at all stays absent when
 * `required` (the checks then ask for it), else becomes the default too.
 */
export function setCurrency(row: ImportCandidate, written: string, required: boolean) {
  const code = currencyFrom(written)
  if (code) row.currency = code
  else if (written.trim() === '' && required) row.currency = undefined
  else {
    row.currency = DEFAULT_CURRENCY
    row.mappings.push({ field: 'currency', from: written.trim(), to: DEFAULT_CURRENCY })
  }
}

/** How long a billing period lasts: so many days, weeks, months or years. */
export interface Cycle {
  unit: 'day' | 'week' | 'month' | 'year'
  every: number
}

const CYCLE_WORDS: Record<string, Cycle> = {
  daily: { unit: 'day', every: 1 },
  weekly: { unit: 'week', every: 1 },
  fortnightly: { unit: 'week', every: 2 },
  biweekly: { unit: 'week', every: 2 },
  monthly: { unit: 'month', every: 1 },
  quarterly: { unit: 'month', every: 3 },
  yearly: { unit: 'year', every: 1 },
  annual: { unit: 'year', every: 1 },
  annually: { unit: 'year', every: 1 },
}

const UNITS: Record<string, Cycle['unit']> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  quarter: 'month',
  quarters: 'month',
  year: 'year',
  years: 'year',
}

/**
 * A billing cycle as Wallos and SubTrackr write it: 'Monthly', 'Annual', 'Every 2 Weeks',
 * 'Every 3 Months' (quarters count as three months). Monthly when it cannot be read.
 */
export function cycleFrom(value: string, times = 1): Cycle {
  const written = value.trim().toLowerCase()
  const word = CYCLE_WORDS[written]
  if (word) return { unit: word.unit, every: word.every * Math.max(1, times) }
  const match = /^every\s+(\d{1,3})\s+([a-z]+)$/.exec(written)
  const unit = match && UNITS[match[2]!]
  if (match && unit) {
    const n = Number(match[1])
    return {
      unit,
      every: Math.max(1, unit === 'month' && match[2]!.startsWith('quarter') ? n * 3 : n),
    }
  }
  return { unit: 'month', every: Math.max(1, times) }
}

const shift = (date: string, cycle: Cycle, sign: 1 | -1) => {
  const n = cycle.every * sign
  const day = parseISO(date)
  const moved =
    cycle.unit === 'day'
      ? addDays(day, n)
      : cycle.unit === 'week'
        ? addWeeks(day, n)
        : cycle.unit === 'month'
          ? addMonths(day, n)
          : addYears(day, n)
  return format(moved, 'yyyy-MM-dd')
}

/**
 * The period a payment due on `next` pays for ends the day before it and began one cycle
 * earlier: Recur keeps periods, the other trackers keep the next payment date.
 */
export function periodBefore(next: string, cycle: Cycle): { start: string; end: string } {
  if (!isIsoDate(next)) return { start: next, end: next }
  return { start: shift(next, cycle, -1), end: shift(next, { unit: 'day', every: 1 }, -1) }
}

/** The period that starts on `start`: one cycle, less a day. */
export function periodFrom(start: string, cycle: Cycle): { start: string; end: string } {
  if (!isIsoDate(start)) return { start, end: start }
  return { start, end: shift(shift(start, cycle, 1), { unit: 'day', every: 1 }, -1) }
}
