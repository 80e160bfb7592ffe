import type { TransactionStatus, TransactionType } from '../payments'
import { csvLine, type CsvValue } from './csv'

/*
 * The wallet statement (issue 16): the wallet's transactions over a chosen range of days, as a
 * CSV file. Its column names are written here once.
 */

/** One transaction as the statement writes it. */
export interface StatementLine {
  /** YYYY-MM-DD: the day it was made, in Lagos. */
  date: string
  /** HH:MM:SS: the time it was made, in Lagos (24-hour). */
  time: string
  type: TransactionType
  status: TransactionStatus
  description: string
  /** What the gateway or the provider knows it by. */
  reference: string
  /** Naira, positive; `type` says which way it moved and `status` whether it did. */
  amount: number
  currency: 'NGN'
}

export const STATEMENT_CSV_COLUMNS = [
  'date',
  'time',
  'type',
  'status',
  'description',
  'reference',
  'amount',
  'currency',
] as const satisfies readonly (keyof StatementLine)[]

export const statementCsvHeader = (): string => csvLine(STATEMENT_CSV_COLUMNS)

/** One transaction as a CSV line, its columns in `STATEMENT_CSV_COLUMNS`' order. */
export function statementCsvLine(line: StatementLine): string {
  const cells: Record<keyof StatementLine, CsvValue> = line
  return csvLine(STATEMENT_CSV_COLUMNS.map((column) => cells[column]))
}

/** A statement covers at most this many years (the spec's hint for a custom frame, §2). */
export const STATEMENT_MAX_YEARS = 2

/** A YYYY-MM-DD date as milliseconds since 1970 (UTC), any year from 0 to 275760. */
const dayValue = (date: string, addYears = 0): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(0).setUTCFullYear(y + addYears, m - 1, d)
}

/**
 * True when the days from `from` to `to` (both YYYY-MM-DD, both included) fit in one
 * statement: `to` not before `from`, and before the same day STATEMENT_MAX_YEARS later (a
 * range from 29 February may run to the last day of February).
 */
export const isStatementRangeAllowed = (from: string, to: string): boolean =>
  dayValue(to) >= dayValue(from) && dayValue(to) < dayValue(from, STATEMENT_MAX_YEARS)
