import {
  CURRENCY_CODES,
  messages,
  paths,
  type CategorySpendRow,
  type CurrencyCode,
  type CurrencySpendRow,
  type DashboardSummary,
  type ExpiringRow,
  type GraphRow,
  type RenewalRow,
} from '@recur/api'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { getDashboard, insertSubscriptions, type SeedRow } from './helpers/dashboard'
import { signUp } from './helpers/server'
import { now, TODAY } from './helpers/subscriptions'

/*
 * Every dashboard endpoint against an independent reading of docs/dashboard.md: random users'
 * subscriptions (dates over seven years around today, the current month and year's edges, all
 * four currencies, renewal chains, amounts from 0 to the largest allowed) and random exchange
 * rates are written straight into the database; each answer must equal what the plain BigInt
 * arithmetic below computes from the same rows. Nothing here calls the server's own code.
 * Today is 2026-03-16 in Lagos; the Expiring Soon window is the default 30 days.
 */

let me: { id: string; token: string }
let stranger: { id: string; token: string }
let categoryNames: string[]

const server = useTestServer({ now })
beforeAll(async () => {
  me = await signUp(server)
  stranger = await signUp(server)
  categoryNames = (await server.db.query<{ name: string }>('select name from categories')).map(
    (r) => r.name,
  )
})

// ---------------------------------------------------------------------------------------------
// Dates, plainly

const DAY = 86_400_000
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY
const fromDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const plusDays = (iso: string, days: number) => fromDay(toDay(iso) + days)
const monthsOf = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7))
const THIS_YEAR = TODAY.slice(0, 4)
const WINDOW_DAYS = 30

const FIRST_DAY = toDay('2021-01-01')
const LAST_DAY = toDay('2027-12-31')
const EDGES = [
  '2021-01-01',
  '2024-02-29',
  '2025-12-31',
  '2026-01-01',
  '2026-02-28',
  '2026-03-01',
  '2026-03-15',
  TODAY,
  '2026-03-31',
  '2026-04-01',
  '2026-12-31',
  '2027-01-01',
]

// ---------------------------------------------------------------------------------------------
// Generated data

interface Row extends SeedRow {
  id: string
  amountMinor: bigint
  currency: CurrencyCode
  parentId: string | null
}

interface Generated {
  id: string
  /** Picks the root this row renews among the roots before it (null: a root itself). */
  parentPick: number | null
  name: string
  amountMinor: bigint
  currency: CurrencyCode
  categoryPick: number
  startDate: string
  endDate: string
}

const MAX_AMOUNT_MINOR = 100_000_000_000_000n
const NAMES = [
  'Netflix',
  'netflix',
  'Spotify',
  'DStv',
  'ab',
  'Ab',
  'Zed',
  'Émile',
  // What JSON escapes, and what it does not: the answers are compared byte for byte.
  'Say "hi" \\ / back',
  'tab\tline\nfeed\r\b\f\u0001\u001f\u007f',
  '\u2028\u2029 😀 ₦',
]

const startArb = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(fromDay),
)

/**
 * A row. `tight` rows draw from few values (equal amounts in naira, two names, the window's two
 * ends, few start dates), so that equal shares, equal end dates and equal names are common and
 * every tie-break is exercised; the others range widely.
 */
const rowArb = (tight: boolean): fc.Arbitrary<Generated> =>
  fc
    .record({
      id: fc.uuid({ version: 4 }),
      parentPick: fc.option(fc.nat({ max: 30 }), { freq: 2 }),
      name: tight ? fc.constantFrom('ab', 'Ab') : fc.constantFrom(...NAMES),
      amountMinor: tight
        ? fc.constantFrom(0n, 100n, 300n)
        : fc.oneof(
            fc.constant(0n),
            fc.bigInt({ min: 1n, max: 20_000n }),
            fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR }),
            fc.constant(MAX_AMOUNT_MINOR),
          ),
      currency: tight
        ? fc.constantFrom<CurrencyCode>('NGN', 'NGN', 'USD')
        : fc.constantFrom(...CURRENCY_CODES),
      categoryPick: fc.nat(),
      startDate: tight
        ? fc.constantFrom('2026-01-01', '2026-03-01', TODAY, '2026-03-31')
        : startArb,
      // The end: a period's length, or near today (the Expiring Soon window and its edges).
      end: tight
        ? fc.constantFrom(0, WINDOW_DAYS).map((fromToday) => ({ fromToday }))
        : fc.oneof(
            fc.integer({ min: 0, max: 400 }).map((length) => ({ length })),
            fc.integer({ min: -3, max: WINDOW_DAYS + 3 }).map((fromToday) => ({ fromToday })),
          ),
    })
    .map(({ end, ...row }) => {
      const endDate =
        'length' in end ? plusDays(row.startDate, end.length) : plusDays(TODAY, end.fromToday)
      return {
        ...row,
        id: row.id.toLowerCase(),
        endDate: endDate < row.startDate ? row.startDate : endDate,
      }
    })

const rowsArb = (max: number) =>
  fc.oneof(
    fc.uniqueArray(rowArb(false), { selector: (row) => row.id, maxLength: max }),
    fc.uniqueArray(rowArb(true), { selector: (row) => row.id, maxLength: 8 }),
  )

/** Rows with their categories and parents resolved (a renewal after its root). */
function resolve(generated: Generated[]): Row[] {
  const rows: Row[] = []
  for (const { categoryPick, parentPick, ...row } of generated) {
    const roots = rows.filter((earlier) => earlier.parentId === null)
    const parentId =
      parentPick !== null && roots.length > 0 ? roots[parentPick % roots.length]!.id : null
    rows.push({ ...row, parentId, category: categoryNames[categoryPick % categoryNames.length]! })
  }
  return rows
}

/** Rates: NGN per unit × 10^8, realistic or anywhere in numeric(20, 8)'s range. */
const scaledRateArb = fc.oneof(
  fc.bigInt({ min: 100_000_000_000n, max: 250_000_000_000n }),
  fc.bigInt({ min: 1n, max: 10n ** 20n - 1n }),
)
const ratesArb = fc.option(
  fc.record({
    asOf: fc.integer({ min: toDay('2025-11-02'), max: toDay(TODAY) }).map(fromDay),
    USD: scaledRateArb,
    GBP: scaledRateArb,
    EUR: scaledRateArb,
  }),
  { freq: 4 },
)

const periodArb = fc.oneof(
  fc.constant('all-time'),
  // The months of the data's dates (a month's first and last days among them).
  fc.constantFrom(...EDGES.map((date) => date.slice(0, 7)), `${THIS_YEAR}-03`),
  fc.integer({ min: 2020, max: 2028 }).map(String),
  fc
    .record({ year: fc.integer({ min: 2021, max: 2027 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`),
  fc.constantFrom(...EDGES.map((date) => date.slice(0, 4))),
)

// ---------------------------------------------------------------------------------------------
// The rules of docs/dashboard.md, read plainly

type Rates = Record<CurrencyCode, bigint>

/** Half up, for a non-negative fraction. */
const roundHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n)
/** Minor units as the wire's number. */
const asAmount = (minor: bigint) =>
  Number(`${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`)
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The NGN value of rows, in kobo × 10^8. */
const nairaOf = (rows: readonly Row[], rates: Rates) =>
  rows.reduce((sum, row) => sum + row.amountMinor * rates[row.currency], 0n)

const spendIn = (rows: readonly Row[], rates: Rates, currency: CurrencyCode, months = 1n) =>
  asAmount(roundHalfUp(nairaOf(rows, rates), rates[currency] * months))

function summaryOf(rows: Row[], rates: Rates, asOf: string, currency: CurrencyCode) {
  let average = 0
  if (rows.length > 0) {
    const starts = rows.map((row) => row.startDate).sort()
    const last = starts.at(-1)! > TODAY ? starts.at(-1)! : TODAY
    const months = BigInt(monthsOf(last) - monthsOf(starts[0]!) + 1)
    average = spendIn(rows, rates, currency, months)
  }
  return {
    total_amount_spent: spendIn(rows, rates, currency),
    total_entries: rows.length,
    month_average: average,
    currency,
    rates_as_of: asOf,
  }
}

function yearsOf(rows: Row[], rates: Rates, currency: CurrencyCode) {
  const years = [...new Set(rows.map((row) => Number(row.startDate.slice(0, 4))))].sort(
    (a, b) => a - b,
  )
  return years.map((year) => ({
    subscription_year: year,
    total_amount: spendIn(
      rows.filter((row) => Number(row.startDate.slice(0, 4)) === year),
      rates,
      currency,
    ),
  }))
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function monthsOfThisYear(rows: Row[], rates: Rates, currency: CurrencyCode) {
  return MONTH_NAMES.map((month_name, i) => ({
    month_name,
    total_amount: spendIn(
      rows.filter(
        (row) => row.startDate.slice(0, 7) === `${THIS_YEAR}-${String(i + 1).padStart(2, '0')}`,
      ),
      rates,
      currency,
    ),
  }))
}

function expiringOf(rows: Row[]) {
  const last = plusDays(TODAY, WINDOW_DAYS)
  return rows
    .filter((row) => row.endDate >= TODAY && row.endDate <= last)
    .sort((a, b) => byText(a.endDate, b.endDate) || byText(a.name, b.name) || byText(a.id, b.id))
    .map((row) => ({
      uid: row.id,
      name: row.name,
      amount: asAmount(row.amountMinor),
      currency_code: row.currency,
      category: { name: row.category },
      end_date: row.endDate,
    }))
}

/**
 * Shares in hundredths of a percent adding up to 10,000: each rounded down, the rest one each to
 * the largest remainders (ties: name); groups without spend left out; largest first, then name.
 */
function sharesOf<T extends { name: string; value: bigint }>(groups: T[]) {
  const counted = groups.filter((group) => group.value > 0n)
  const total = counted.reduce((sum, group) => sum + group.value, 0n)
  if (total === 0n) return []
  const withFloor = counted.map((group) => {
    const scaled = group.value * 10_000n
    return { ...group, hundredths: scaled / total, remainder: scaled % total }
  })
  let spare = 10_000n - withFloor.reduce((sum, group) => sum + group.hundredths, 0n)
  const byRemainder = [...withFloor].sort((a, b) =>
    a.remainder === b.remainder ? byText(a.name, b.name) : a.remainder > b.remainder ? -1 : 1,
  )
  for (const group of byRemainder) {
    if (spare === 0n) break
    group.hundredths += 1n
    spare -= 1n
  }
  return withFloor.sort((a, b) =>
    a.hundredths === b.hundredths ? byText(a.name, b.name) : a.hundredths > b.hundredths ? -1 : 1,
  )
}

const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  NGN: 'Nigerian Naira',
  USD: 'US Dollar',
  GBP: 'British Pound',
  EUR: 'Euro',
}

function inPeriod(row: Row, period: string) {
  if (period === 'all-time') return true
  return row.startDate.startsWith(`${period}-`)
}

function currencySpendOf(rows: Row[], rates: Rates, period: string) {
  const counted = rows.filter((row) => inPeriod(row, period))
  return sharesOf(
    CURRENCY_CODES.map((code) => {
      const own = counted.filter((row) => row.currency === code)
      return { name: CURRENCY_NAMES[code], code, value: nairaOf(own, rates), own }
    }),
  ).map((group) => ({
    name: group.name,
    code: group.code,
    percentage: asAmount(group.hundredths),
    total_amount: asAmount(group.own.reduce((sum, row) => sum + row.amountMinor, 0n)),
  }))
}

function categorySpendOf(rows: Row[], rates: Rates) {
  const names = [...new Set(rows.map((row) => row.category))]
  return sharesOf(
    names.map((name) => ({
      name,
      value: nairaOf(
        rows.filter((row) => row.category === name),
        rates,
      ),
    })),
  ).map((group) => ({ name: group.name, percentage: asAmount(group.hundredths) }))
}

function renewedOf(rows: Row[], type: 'most' | 'least') {
  const renewals = new Map<string, number>()
  for (const row of rows) {
    if (row.parentId) renewals.set(row.parentId, (renewals.get(row.parentId) ?? 0) + 1)
  }
  const sign = type === 'most' ? -1 : 1
  return [...renewals]
    .map(([id, count]) => ({
      parent_id: id,
      name: rows.find((row) => row.id === id)!.name,
      num_renewed: count,
    }))
    .sort(
      (a, b) =>
        sign * (a.num_renewed - b.num_renewed) ||
        byText(a.name, b.name) ||
        byText(a.parent_id, b.parent_id),
    )
    .slice(0, 5)
}

// ---------------------------------------------------------------------------------------------

/** The newest stored rate set, read straight from the table. */
async function storedRates(): Promise<{ asOf: string; rates: Rates }> {
  const rows = await server.db.query<{ as_of: string; currency_code: CurrencyCode; rate: string }>(
    `select as_of::text, currency_code, ngn_per_unit::text as rate from exchange_rates
     where as_of = (select max(as_of) from exchange_rates)`,
  )
  const rates = {} as Rates
  for (const row of rows) {
    const [whole, fraction = ''] = row.rate.split('.')
    rates[row.currency_code] = BigInt(`${whole}${fraction.padEnd(8, '0')}`)
  }
  return { asOf: rows[0]!.as_of, rates }
}

const get = async <T>(path: string, query: Record<string, string> = {}) => {
  const { status, body } = await getDashboard<T>(server, path, { token: me.token, query })
  expect(status, `${path} ${JSON.stringify(query)}`).toBe(200)
  return body.data
}

describe('the dashboard against an independent reading of its rules', () => {
  it('answers every endpoint like the plain computation', async () => {
    await fc.assert(
      fc.asyncProperty(
        rowsArb(30),
        rowsArb(8),
        ratesArb,
        fc.record({
          summary: fc.constantFrom(...CURRENCY_CODES),
          graph: fc.constantFrom(...CURRENCY_CODES),
          periods: fc.array(periodArb, { minLength: 2, maxLength: 2 }),
        }),
        async (mineGenerated, theirsGenerated, newRates, choice) => {
          // Each run starts from no subscriptions and the snapshot rates only.
          await server.db.query('delete from subscriptions')
          await server.db.query(`delete from exchange_rates where source <> 'snapshot'`)
          if (newRates) {
            const { asOf, ...scaled } = newRates
            const text = (value: bigint) =>
              `${value / 100_000_000n}.${(value % 100_000_000n).toString().padStart(8, '0')}`
            await server.db.query(
              `insert into exchange_rates (as_of, currency_code, ngn_per_unit, source)
               values ($1, 'NGN', 1, 'test'), ($1, 'USD', $2, 'test'), ($1, 'GBP', $3, 'test'),
                      ($1, 'EUR', $4, 'test')`,
              [asOf, text(scaled.USD), text(scaled.GBP), text(scaled.EUR)],
            )
          }
          const mine = resolve(mineGenerated)
          const mineIds = new Set(mine.map((row) => row.id))
          const theirs = resolve(theirsGenerated.filter((row) => !mineIds.has(row.id)))
          await insertSubscriptions(server.db, me.id, mine)
          await insertSubscriptions(server.db, stranger.id, theirs)
          const { asOf, rates } = await storedRates()
          if (newRates) expect(asOf).toBe(newRates.asOf)

          expect(
            await get<DashboardSummary>(paths.dashboardSummary, { currency: choice.summary }),
          ).toEqual(summaryOf(mine, rates, asOf, choice.summary))
          expect(
            await get<GraphRow[]>(paths.dashboardGraph, { period: 'year', currency: choice.graph }),
          ).toEqual(yearsOf(mine, rates, choice.graph))
          expect(
            await get<GraphRow[]>(paths.dashboardGraph, {
              period: 'month',
              currency: choice.graph,
            }),
          ).toEqual(monthsOfThisYear(mine, rates, choice.graph))
          expect(await get<ExpiringRow[]>(paths.expiringSoon)).toEqual(expiringOf(mine))
          // Byte for byte what JSON.stringify writes (the database writes this answer's data).
          const expiring = await getDashboard(server, paths.expiringSoon, { token: me.token })
          expect(expiring.text).toBe(
            JSON.stringify({ status: 200, message: messages.ok, data: expiringOf(mine) }),
          )

          const byCurrency: CurrencySpendRow[][] = []
          for (const period of choice.periods) {
            const rows = await get<CurrencySpendRow[]>(paths.spendByCurrency, { period })
            expect(rows, period).toEqual(currencySpendOf(mine, rates, period))
            byCurrency.push(rows)
          }
          const byCategory = await get<CategorySpendRow[]>(paths.spendByCategory)
          expect(byCategory).toEqual(categorySpendOf(mine, rates))
          // Shares add up to exactly 100 (or there are none).
          for (const shares of [...byCurrency, byCategory]) {
            const hundredths = shares.reduce(
              (sum, row) => sum + Math.round(row.percentage * 100),
              0,
            )
            expect(hundredths).toBe(shares.length === 0 ? 0 : 10_000)
          }

          expect(await get<RenewalRow[]>(paths.renewed, { type: 'most' })).toEqual(
            renewedOf(mine, 'most'),
          )
          expect(await get<RenewalRow[]>(paths.renewed, { type: 'least' })).toEqual(
            renewedOf(mine, 'least'),
          )
        },
      ),
      { numRuns: 40 },
    )
  })
})
