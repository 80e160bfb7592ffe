import {
  GRAPH_MONTH_NAMES,
  type CategorySpendRow,
  type CurrencySpendRow,
  type DashboardSummary,
  type ExpiringRow,
  type GraphRow,
  type RenewalRow,
} from '../dashboard'
import type { CurrencyCode } from '../types'
import { ok } from './respond'
import { variants } from './variants'

/** Dashboard fixtures: a believable Lagos household's subscriptions, in four currencies. */

export const dashboardSummary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  total_amount_spent: 1_284_650.75,
  total_entries: 48,
  month_average: 53_527.11,
  currency: 'NGN',
  rates_as_of: '2026-11-01',
  ...overrides,
})

export const monthGraph = (): GraphRow[] =>
  GRAPH_MONTH_NAMES.map((month_name, i) => ({
    month_name,
    total_amount: i < 11 ? 38_000 + i * 4_250.5 : 0,
  }))

export const yearGraph = (): GraphRow[] => [
  { subscription_year: 2024, total_amount: 402_300 },
  { subscription_year: 2025, total_amount: 518_900.25 },
  { subscription_year: 2026, total_amount: 363_450.5 },
]

export const categorySpend = (): CategorySpendRow[] => [
  { name: 'Entertainment', percentage: 38.5 },
  { name: 'TV', percentage: 27.25 },
  { name: 'Music', percentage: 14.75 },
  { name: 'Cloud Storage', percentage: 11.5 },
  { name: 'Others', percentage: 8 },
]

export const currencySpend = (): CurrencySpendRow[] => [
  { name: 'Nigerian Naira', code: 'NGN', percentage: 71.2, total_amount: 914_650 },
  { name: 'US Dollar', code: 'USD', percentage: 18.3, total_amount: 156.93 },
  { name: 'British Pound', code: 'GBP', percentage: 6.4, total_amount: 43.85 },
  { name: 'Euro', code: 'EUR', percentage: 4.1, total_amount: 32.97 },
]

export const expiringRow = (overrides: Partial<ExpiringRow> = {}): ExpiringRow => ({
  uid: 'sub_showmax',
  name: 'Showmax Pro',
  amount: 6300,
  currency_code: 'NGN',
  category: { name: 'Entertainment' },
  end_date: '2026-11-22',
  ...overrides,
})

export const expiringSoon = (): ExpiringRow[] => [
  expiringRow(),
  expiringRow({
    uid: 'sub_spotify',
    name: 'Spotify Family',
    amount: 17.99,
    currency_code: 'USD',
    category: { name: 'Music' },
    end_date: '2026-11-28',
  }),
  expiringRow({
    uid: 'sub_dstv',
    name: 'DStv Compact',
    amount: 15_700,
    category: { name: 'TV' },
    end_date: '2026-12-10',
  }),
]

export const renewals = (): RenewalRow[] => [
  { parent_id: 'sub_netflix', name: 'Netflix Premium', num_renewed: 11 },
  { parent_id: 'sub_dstv', name: 'DStv Compact', num_renewed: 8 },
  { parent_id: 'sub_spotify', name: 'Spotify Family', num_renewed: 3 },
]

const currencyOf = (request: Request) =>
  (new URL(request.url).searchParams.get('currency') ?? 'NGN') as CurrencyCode

const query = (request: Request, key: string) => new URL(request.url).searchParams.get(key)

/** Each card's variants: populated and empty (plus `loading` and `error`, ./variants.ts). */
export const dashboardCards = {
  summary: variants('dashboardSummary', {
    populated: ({ request }) => ok(dashboardSummary({ currency: currencyOf(request) })),
    empty: ({ request }) =>
      ok(
        dashboardSummary({
          currency: currencyOf(request),
          total_amount_spent: 0,
          total_entries: 0,
          month_average: 0,
        }),
      ),
  }),
  graph: variants('dashboardGraph', {
    populated: ({ request }) =>
      ok(query(request, 'period') === 'year' ? yearGraph() : monthGraph()),
    empty: () => ok([] as GraphRow[]),
  }),
  expiringSoon: variants('expiringSoon', {
    populated: () => ok(expiringSoon()),
    empty: () => ok([] as ExpiringRow[]),
  }),
  spendByCurrency: variants('spendByCurrency', {
    populated: () => ok(currencySpend()),
    empty: () => ok([] as CurrencySpendRow[]),
  }),
  spendByCategory: variants('spendByCategory', {
    populated: () => ok(categorySpend()),
    empty: () => ok([] as CategorySpendRow[]),
  }),
  renewed: variants('renewed', {
    populated: ({ request }) =>
      ok(query(request, 'type') === 'least' ? renewals().reverse() : renewals()),
    empty: () => ok([] as RenewalRow[]),
  }),
}

const cards = Object.values(dashboardCards)
const { summary, ...others } = dashboardCards

export const dashboardHandlers = {
  populated: cards.map((card) => card.populated),
  empty: cards.map((card) => card.empty),
  loading: cards.map((card) => card.loading),
  /** Every card fails, the summary included: the page shows the broken-page view. */
  error: cards.map((card) => card.error),
  /** The summary works; each card fails on its own ('Error' / 'Error...'). */
  cardErrors: [summary.populated, ...Object.values(others).map((card) => card.error)],
}
