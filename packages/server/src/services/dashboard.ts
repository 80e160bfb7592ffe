import {
  ALL_TIME,
  CURRENCIES,
  CURRENCY_CODES,
  GRAPH_MONTH_NAMES,
  type CategorySpendRow,
  type CurrencyCode,
  type CurrencySpendRow,
  type DashboardSummary,
  type ExpiringRow,
  type GraphPeriod,
  type GraphRow,
  type RenewalRanking,
  type RenewalRow,
} from '@recur/api'
import type { Database } from '../db/database'
import { JsonText } from '../db/jsonText'
import { queryRows } from '../db/raw'
import { addDays, daysInMonth, monthIndex } from '../domain/calendar'
import type { Clock } from '../domain/clock'
import { koboToAmount } from '../domain/money'
import type { RateService } from './rates'
import {
  convertMinor,
  nairaValue,
  shares,
  spendCells,
  sumsByCurrency,
  type SpendCell,
} from './spend'

/** The Most/Least Renewed lists' length. */
export const RENEWAL_LIST_LENGTH = 5

const currencyName = new Map(CURRENCIES.map((currency) => [currency.code, currency.name]))

/**
 * The inclusive start_date range of a spend period: all time, a year ('YYYY') or a month
 * ('YYYY-MM'); undefined for a period with no dates (year 0000 does not exist).
 */
export function periodRange(period: string): { from?: string; to?: string } | undefined {
  if (period === ALL_TIME) return {}
  const year = Number(period.slice(0, 4))
  if (year < 1) return undefined
  if (period.length === 4) return { from: `${period}-01-01`, to: `${period}-12-31` }
  const month = Number(period.slice(5, 7))
  return { from: `${period}-01`, to: `${period}-${daysInMonth(year, month)}` }
}

/**
 * Expiring Soon: the user's rows ending from today to the window's last day, read in the order of
 * an index that holds what the card shows (migration 0010), written by the database as the JSON
 * array the answer holds: JSON.stringify's text of the ExpiringRow[] (keys in the contract's
 * order, no spaces; to_json escapes a string as JSON.stringify does; an amount is its exact
 * decimal without trailing zeros, which is how JavaScript prints that number below 10^15,
 * MAX_AMOUNT included). The rows are passed through, never built as objects.
 */
const EXPIRING_SQL = `select '[' || coalesce(string_agg(
  '{"uid":' || to_json(s.id::text) || ',"name":' || to_json(s.name)
  || ',"amount":' || trim_scale(s.amount_minor::numeric / 100)::text
  || ',"currency_code":' || to_json(s.currency_code)
  || ',"category":{"name":' || to_json(c.name) || '},"end_date":"' || s.end_date::text || '"}',
  ',' order by s.end_date, s.name collate "C", s.id), '') || ']'
from subscriptions s join categories c on c.id = s.category_id
where s.user_id = $1::uuid and s.end_date >= $2::date and s.end_date <= $3::date`

/**
 * The Most/Least Renewed statement for `limit` kept renewal counts of the user from `offset` on,
 * in the card's order (count, the parent's name by code point, the parent's id): one of two
 * indexes' (migration 0010, the name kept beside the count), so the database reads just those
 * entries. Each comes with its parent's id when the parent is a root (parent_id null) of the
 * same user, which is what the card shows; null otherwise, and the card reads on. `limit` and
 * `offset` are the service's integers.
 */
const renewedSql = (ranking: RenewalRanking, limit: number, offset: number) => {
  const direction = ranking === 'most' ? 'desc' : 'asc'
  return `select p.id, p.name, k.n
from (select k.parent_id, k.n, k.name from subscription_renewals k
  where k.user_id = $1::uuid
  order by k.n ${direction}, k.name collate "C", k.parent_id
  limit ${limit} offset ${offset}) k
left join subscriptions p on p.id = k.parent_id and p.user_id = $1::uuid and p.parent_id is null
order by k.n ${direction}, k.name collate "C", k.parent_id`
}

/** The first page of renewedSql, which answers the card unless a counted parent is not shown. */
const RENEWED_SQL = {
  most: renewedSql('most', RENEWAL_LIST_LENGTH, 0),
  least: renewedSql('least', RENEWAL_LIST_LENGTH, 0),
}

export function createDashboardService(deps: {
  db: Database
  clock: Clock
  rates: RateService
  expiringSoonDays: number
}) {
  const { db, clock, rates } = deps

  /** Cells grouped by their bucket. */
  const byBucket = (cells: readonly SpendCell[]) => {
    const groups = new Map<SpendCell['bucket'], SpendCell[]>()
    for (const cell of cells) {
      const group = groups.get(cell.bucket)
      if (group) group.push(cell)
      else groups.set(cell.bucket, [cell])
    }
    return groups
  }

  return {
    /**
     * All-time spend in `currency`, the row count, and the average per calendar month from the
     * month of the earliest start date to the later of this month and the latest start's month.
     */
    async summary(
      userId: string,
      currency: CurrencyCode,
      sharedVersion?: number,
    ): Promise<DashboardSummary> {
      const [set, cells] = await Promise.all([
        rates.newest(db, sharedVersion),
        spendCells(db, userId, { by: 'none' }),
      ])
      const sums = sumsByCurrency(cells)
      const entries = cells.reduce((total, cell) => total + cell.entries, 0)
      let average = 0n
      if (entries > 0) {
        const first = cells.reduce((a, cell) => (cell.first < a ? cell.first : a), cells[0]!.first)
        const last = cells.reduce((a, cell) => (cell.last > a ? cell.last : a), clock.today())
        const months = monthIndex(last) - monthIndex(first) + 1
        average = convertMinor(sums, set, currency, BigInt(months))
      }
      return {
        total_amount_spent: koboToAmount(convertMinor(sums, set, currency)),
        total_entries: entries,
        month_average: koboToAmount(average),
        currency,
        rates_as_of: set.asOf,
      }
    },

    /**
     * Spend in `currency` per year the user has rows in (ascending), or per month of this
     * (Lagos) year: always twelve rows, January first, zero for a month without rows.
     */
    async graph(
      userId: string,
      period: GraphPeriod,
      currency: CurrencyCode,
      sharedVersion?: number,
    ): Promise<GraphRow[]> {
      if (period === 'year') {
        const [set, cells] = await Promise.all([
          rates.newest(db, sharedVersion),
          spendCells(db, userId, { by: 'year' }),
        ])
        return [...byBucket(cells)]
          .map(([year, group]) => ({
            subscription_year: Number(year),
            total_amount: koboToAmount(convertMinor(sumsByCurrency(group), set, currency)),
          }))
          .sort((a, b) => a.subscription_year - b.subscription_year)
      }
      const year = clock.today().slice(0, 4)
      const [set, cells] = await Promise.all([
        rates.newest(db, sharedVersion),
        spendCells(db, userId, { by: 'month', from: `${year}-01-01`, to: `${year}-12-31` }),
      ])
      const months = byBucket(cells)
      return GRAPH_MONTH_NAMES.map((month_name, i) => ({
        month_name,
        total_amount: koboToAmount(
          convertMinor(sumsByCurrency(months.get(i + 1) ?? []), set, currency),
        ),
      }))
    },

    /**
     * Active rows (today ≤ end date) ending within the configured window, soonest first, then
     * by name and id. Amounts in their own currency.
     */
    async expiringSoon(userId: string): Promise<JsonText<ExpiringRow[]>> {
      const today = clock.today()
      const [row] = await queryRows(db, 'recur_expiring_soon', EXPIRING_SQL, [
        userId,
        today,
        addDays(today, deps.expiringSoonDays),
      ])
      return new JsonText(row![0] as string)
    },

    /**
     * Each currency's spend in the period, in that currency, and its share of the whole
     * (converted) spend. Currencies without spend are left out.
     */
    async spendByCurrency(
      userId: string,
      period: string,
      sharedVersion?: number,
    ): Promise<CurrencySpendRow[]> {
      const range = periodRange(period)
      if (!range) return []
      const [set, cells] = await Promise.all([
        rates.newest(db, sharedVersion),
        spendCells(db, userId, { by: 'none', ...range }),
      ])
      const sums = sumsByCurrency(cells)
      return shares(
        CURRENCY_CODES.map((code) => ({
          name: currencyName.get(code) ?? code,
          code,
          weight: nairaValue({ [code]: sums[code] }, set),
        })),
      ).map((row) => ({
        name: row.name,
        code: row.code,
        percentage: koboToAmount(row.basisPoints),
        total_amount: koboToAmount(sums[row.code]),
      }))
    },

    /** Each category's share of all-time (converted) spend; categories without spend left out. */
    async spendByCategory(userId: string, sharedVersion?: number): Promise<CategorySpendRow[]> {
      const [set, cells] = await Promise.all([
        rates.newest(db, sharedVersion),
        spendCells(db, userId, { by: 'category' }),
      ])
      return shares(
        [...byBucket(cells)].map(([name, group]) => ({
          name: String(name),
          weight: nairaValue(sumsByCurrency(group), set),
        })),
      ).map((row) => ({ name: row.name, percentage: koboToAmount(row.basisPoints) }))
    },

    /**
     * Renewal chains with at least one renewal: the root's id and name, and how many renewals
     * point at it (the count the database keeps, migration 0009). The five most (or least)
     * renewed, ties by name, then by id: in the common case the first five entries of an index.
     */
    async renewed(userId: string, ranking: RenewalRanking): Promise<RenewalRow[]> {
      const shown: RenewalRow[] = []
      // Counts whose parent is not a root of the user's are passed over: the next entries are
      // read, twice as many each time, until the card is full or the counts run out.
      for (let offset = 0, limit = RENEWAL_LIST_LENGTH; ; offset += limit, limit *= 2) {
        const rows =
          offset === 0
            ? await queryRows(db, `recur_renewed_${ranking}`, RENEWED_SQL[ranking], [userId])
            : await queryRows(db, undefined, renewedSql(ranking, limit, offset), [userId])
        for (const row of rows) {
          if (row[0] === null) continue
          shown.push({
            parent_id: row[0] as string,
            name: row[1] as string,
            num_renewed: Number(row[2]),
          })
          if (shown.length === RENEWAL_LIST_LENGTH) return shown
        }
        if (rows.length < limit) return shown
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
