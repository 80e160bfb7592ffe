import { CURRENCY_CODES, type CurrencyCode } from '@recur/api'
import type { Database } from '../db/database'
import { queryRows } from '../db/raw'
import { RATE_SCALE } from '../db/schema'
import { addDays } from '../domain/calendar'
import { divideHalfUp } from '../domain/money'

/*
 * Spend, defined once (docs/dashboard.md is the prose of this module):
 *
 * - Every subscription row of the user counts: active or expired, paid or not, past or future,
 *   an amount of 0 included. A renewal is a row of its own, so each renewal adds its amount.
 * - A row counts its whole amount in the period that holds its start_date (a Lagos calendar
 *   date); nothing is spread over the months it covers.
 * - Sums are exact: bigint minor units per currency, added up by the database.
 * - Converting to a currency multiplies each currency's sum by its rate (NGN per unit, exact
 *   decimals with RATE_SCALE places), adds, divides by the target's rate, and rounds half up to
 *   whole minor units once, at the end (`convertMinor`).
 * - Shares (percentages) are of the NGN value, in hundredths of a percent (basis points) by the
 *   largest-remainder method, so they add up to exactly 100 (`shares`).
 */

/** A complete set of rates: NGN per one unit of each currency, × 10^RATE_SCALE (NGN is 10^8). */
export interface RateSet {
  /** YYYY-MM-DD */
  asOf: string
  scaled: Record<CurrencyCode, bigint>
}

/** One currency's part of a bucket: its exact sum in minor units and how many rows made it. */
export interface SpendCell {
  bucket: number | string | null
  currency: CurrencyCode
  minor: bigint
  entries: number
  /** The earliest and latest start month in the cell, as their first days (YYYY-MM-01). */
  first: string
  last: string
}

/** How spend is grouped besides by currency. */
export type SpendBucket = 'none' | 'year' | 'month' | 'category'

export interface SpendQuery {
  by: SpendBucket
  /**
   * Inclusive start_date bounds (YYYY-MM-DD) of whole months: `from` a month's first day, `to`
   * a month's last day (every period is: all time, a year or a month).
   */
  from?: string
  to?: string
}

/** Each bucket's SQL on the rollup `subscription_spend r` (and `categories c` for the category). */
const bucketOf: Record<SpendBucket, string> = {
  none: 'null::int',
  year: 'extract(year from r.month)::int',
  month: 'extract(month from r.month)::int',
  category: 'c.name',
}

/** The statement of each bucket, with and without a month range, built once. */
const cellSql = new Map<string, string>()

function spendCellSql(by: SpendBucket, ranged: boolean): string {
  const key = `${by}_${ranged ? 'range' : 'all'}`
  let text = cellSql.get(key)
  if (text === undefined) {
    text = `select ${bucketOf[by]}, r.currency_code, sum(r.amount_minor)::text, sum(r.entries)::text,
  min(r.month)::text, max(r.month)::text
from subscription_spend r${by === 'category' ? ' join categories c on c.id = r.category_id' : ''}
where r.user_id = $1::uuid${ranged ? ' and r.month >= $2::date and r.month <= $3::date' : ''}
group by ${by === 'none' ? '' : '1, '}r.currency_code`
    cellSql.set(key, text)
  }
  return text
}

const FIRST_OF_MONTH = /^\d{4}-\d{2}-01$/

/**
 * The user's spend per bucket and currency, from the rollup the database keeps with every write
 * (`subscription_spend`, migration 0009: a cell per start month, currency and category), so a
 * card reads the user's cells, never every subscription row.
 */
export async function spendCells(
  db: Database,
  userId: string,
  query: SpendQuery,
): Promise<SpendCell[]> {
  // Both bounds or none (a period's range); one bound alone is the other at its widest.
  const ranged = query.from !== undefined || query.to !== undefined
  const from = query.from ?? '0001-01-01'
  const to = query.to ?? '9999-12-31'
  // The rollup knows months, not days: a range that cuts a month would count all of it.
  if (ranged && (!FIRST_OF_MONTH.test(from) || addDays(to, 1).slice(8) !== '01')) {
    throw new Error(`spend is kept per month: ${from}..${to} is not whole months`)
  }
  const values = ranged ? [userId, from, to] : [userId]
  // A named prepared statement per bucket and range: planned once per connection.
  const rows = await queryRows(
    db,
    `recur_spend_rollup_${query.by}_${ranged ? 'range' : 'all'}`,
    spendCellSql(query.by, ranged),
    values,
  )
  return rows.map((row) => ({
    bucket: row[0] as number | string | null,
    currency: row[1] as CurrencyCode,
    minor: BigInt(row[2] as string),
    entries: Number(row[3]),
    first: (row[4] as string | null) ?? '',
    last: (row[5] as string | null) ?? '',
  }))
}

export function sumsByCurrency(cells: readonly SpendCell[]): Record<CurrencyCode, bigint> {
  const sums = Object.fromEntries(CURRENCY_CODES.map((code) => [code, 0n])) as Record<
    CurrencyCode,
    bigint
  >
  for (const cell of cells) sums[cell.currency] += cell.minor
  return sums
}

/**
 * The exact NGN value of sums, in kobo × 10^RATE_SCALE: Σ minor × rate. Exact, so shares and
 * conversions computed from it round only once.
 */
export function nairaValue(sums: Partial<Record<CurrencyCode, bigint>>, rates: RateSet): bigint {
  let total = 0n
  for (const code of CURRENCY_CODES) total += (sums[code] ?? 0n) * rates.scaled[code]
  return total
}

/**
 * Sums converted to `target` in its minor units, divided by `divisor` (the month count of an
 * average), rounded half up once: Σ(minor × rate) / (target rate × divisor).
 */
export function convertMinor(
  sums: Partial<Record<CurrencyCode, bigint>>,
  rates: RateSet,
  target: CurrencyCode,
  divisor = 1n,
): bigint {
  return divideHalfUp(nairaValue(sums, rates), rates.scaled[target] * divisor)
}

/** 100.00% in basis points (hundredths of a percent). */
export const WHOLE = 10_000n

/**
 * Each item's share of the total weight in basis points, adding up to exactly 10,000: every
 * share is first rounded down, then the basis points left over go one each to the largest
 * remainders (equal remainders: the name first in code-point order). Items of weight 0 are
 * left out; with no weight at all the answer is empty. Sorted by share, largest first, then
 * by name.
 */
export function shares<T extends { name: string; weight: bigint }>(
  items: readonly T[],
): Array<T & { basisPoints: bigint }> {
  const counted = items.filter((item) => item.weight > 0n)
  const total = counted.reduce((sum, item) => sum + item.weight, 0n)
  if (total === 0n) return []
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  const parts = counted.map((item) => ({
    ...item,
    basisPoints: (item.weight * WHOLE) / total,
    remainder: (item.weight * WHOLE) % total,
  }))
  let left = WHOLE - parts.reduce((sum, part) => sum + part.basisPoints, 0n)
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : byName(a, b),
  )
  for (const part of byRemainder) {
    if (left === 0n) break
    part.basisPoints += 1n
    left -= 1n
  }
  return parts
    .sort((a, b) =>
      a.basisPoints !== b.basisPoints ? (a.basisPoints > b.basisPoints ? -1 : 1) : byName(a, b),
    )
    .map(({ remainder: _remainder, ...part }) => part as T & { basisPoints: bigint })
}

/** 10^RATE_SCALE: the scaled rate of one (NGN's own rate). */
export const RATE_ONE = 10n ** BigInt(RATE_SCALE)
