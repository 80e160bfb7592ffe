import {
  ALL_TIME,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  DEFAULT_GRAPH_PERIOD,
  GRAPH_PERIODS,
  isSpendPeriod,
  MAX_PER_PAGE,
  TRANSACTION_FILTERS,
  todayIso,
  type SubscriptionListQuery,
} from '@recur/api/contract'
import type { Queries } from '@recur/api/queries'
import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router-dom'
import { parseListSearch, type ListState } from '../screens/subscriptions/listSearch'
import { nextTask } from './resolveLazyRoutes'
import { accepted, fieldSchema, oneOf, oneOrNoneOf, pageNumber, searchText } from './useSearchState'

/**
 * What each signed-in screen asks the API for when it first renders, read from its address alone:
 * the screen's own `useQuery` calls take their options from here, and its route starts the same
 * queries from the route definition (a loader), in parallel with the screen's code rather than
 * after its first render; the next likely route's are asked for when the browser is idle.
 */

/** A query of any data type, as a route lists it (TanStack's option types are per data type). */
export interface RouteQuery {
  queryKey: readonly unknown[]
}

/** Where a route's queries come from: the address (search included) and the route's params. */
export interface RouteAddress {
  url: URL
  params: Params
}

/** The queries a route's screen asks for at `address`. */
export type RouteQueries = (queries: Queries, address: RouteAddress) => readonly RouteQuery[]

/** Rows a table page of My Subscriptions shows; the spec leaves the list's page size open. */
export const TABLE_PAGE_SIZE = 20

/** The signed-in frame: the user (menu, free-tier banner) and the balance pill. */
export const frameQueries = (queries: Queries) => ({
  profile: queries.profile(),
  balance: queries.walletBalance(),
})

/**
 * The dashboard cards' pickers, in the URL (left out while at their defaults), so a reload or a
 * shared link shows the same cards.
 */
export const dashboardPickers = fieldSchema({
  spendCurrency: oneOf(CURRENCY_CODES, DEFAULT_CURRENCY),
  graphPeriod: oneOf(GRAPH_PERIODS, DEFAULT_GRAPH_PERIOD),
  graphCurrency: oneOf(CURRENCY_CODES, DEFAULT_CURRENCY),
  currencyPeriod: accepted(isSpendPeriod, ALL_TIME),
})

export type DashboardPickers = ReturnType<typeof dashboardPickers.parse>

/** One query per dashboard card; the summary in the default currency decides the page. */
export const dashboardQueries = (queries: Queries, pickers: DashboardPickers) => ({
  summary: queries.dashboardSummary(DEFAULT_CURRENCY),
  // The default currency's total is the summary above: the same query, fetched once.
  totalSpend: queries.dashboardSummary(pickers.spendCurrency),
  graph: queries.dashboardGraph(pickers.graphPeriod, pickers.graphCurrency),
  years: queries.dashboardGraph('year', pickers.graphCurrency),
  byCategory: queries.spendByCategory(),
  byCurrency: queries.spendByCurrency(pickers.currencyPeriod),
  expiring: queries.expiringSoon(),
  mostRenewed: queries.renewed('most'),
  leastRenewed: queries.renewed('least'),
  currencies: queries.currencies(),
})

/** My Subscriptions' table page, and what its filters and rows need. */
export const subscriptionsQueries = (queries: Queries, state: ListState) => ({
  list: queries.subscriptions({ ...state.query, per_page: TABLE_PAGE_SIZE }),
  currencies: queries.currencies(),
  categories: queries.categories(),
  profile: queries.profile(),
})

/** 'YYYY-MM' → its last day, 'YYYY-MM-DD'. */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number)
  const day = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate()
  return `${month}-${String(day).padStart(2, '0')}`
}

/**
 * The calendar's month: two list queries (start in the month, end in the month) under the
 * person's other filters, merged by the calendar.
 */
export function calendarQueries(
  queries: Queries,
  filters: SubscriptionListQuery,
  month: string,
): readonly [
  starting: ReturnType<Queries['subscriptions']>,
  ending: ReturnType<Queries['subscriptions']>,
] {
  const range = { from: `${month}-01`, to: lastDayOfMonth(month) }
  const base = { ...filters, page: 1, per_page: MAX_PER_PAGE }
  return [
    queries.subscriptions({ ...base, startDate: range }),
    queries.subscriptions({ ...base, endDate: range }),
  ]
}

/**
 * The wallet's transactions: search, filter and page, in the URL under the API's own names
 * (spec §7 GET /wallet/transactions); a new search or filter starts again from page 1.
 */
export const transactionsSearch = fieldSchema(
  { search: searchText, filter: oneOrNoneOf(TRANSACTION_FILTERS), page: pageNumber },
  { page: 'page' },
)

export type TransactionsSearch = ReturnType<typeof transactionsSearch.parse>

export const walletTransactionsQuery = (
  queries: Queries,
  { search, filter, page }: TransactionsSearch,
) => queries.walletTransactions({ ...(search && { search }), ...(filter && { filter }), page })

/** A subscription being renewed or edited: a failed load is not retried (spec §8). */
export const subscriptionQuery = (queries: Queries, id: string) => ({
  ...queries.subscription(id),
  retry: false,
})

/** Each signed-in route's queries, by route (routes.tsx attaches them). */
export const routeQueries = {
  frame: (queries) => Object.values(frameQueries(queries)),
  dashboard: (queries, { url }) =>
    Object.values(dashboardQueries(queries, dashboardPickers.parse(url.searchParams))),
  subscriptions: (queries, { url }) => {
    const state = parseListSearch(url.searchParams)
    const { list, ...rest } = subscriptionsQueries(queries, state)
    const month = state.month ?? todayIso().slice(0, 7)
    const shown = state.view === 'table' ? [list] : calendarQueries(queries, state.query, month)
    return [...shown, ...Object.values(rest)]
  },
  createSubscription: (queries) => [queries.currencies()],
  modifySubscription: (queries, { params }) =>
    params.id
      ? [subscriptionQuery(queries, params.id), queries.currencies(), queries.profile()]
      : [],
  settings: (queries) => [queries.profile()],
  wallet: (queries, { url }) => [
    walletTransactionsQuery(queries, transactionsSearch.parse(url.searchParams)),
    queries.walletBalance(),
    queries.walletFundingLimits(),
  ],
  pay: (queries, { url }) => {
    const reference = url.searchParams.get('reference')
    return reference
      ? [queries.cardPayment(reference)]
      : [queries.profile(), queries.walletBalance(), queries.services()]
  },
} satisfies Record<string, RouteQueries>

/** The name of a route's query list in `routeQueries` (routes.tsx keeps only the name). */
export type RouteQueryName = keyof typeof routeQueries

/** The query cache and the queries a route starts its screen's queries with. */
export interface RouteQueryData {
  queryClient: QueryClient
  queries: Queries
}

/** Starts the queries `routeQueries[name]` lists for `address` (a route's loader). */
export function startRouteQueries(
  { queryClient, queries }: RouteQueryData,
  name: RouteQueryName,
  address: RouteAddress,
) {
  const select: RouteQueries = routeQueries[name]
  return startQueries(queryClient, select(queries, address))
}

/**
 * How many queries start in one task. Each request a page sends costs its main thread about 2 ms
 * of a desktop CPU (Chrome's `fetch`, with the trace Lighthouse takes; the cookie read for its
 * session): the dashboard's 11 at once were a task of 25-40 ms, four times that on a phone.
 */
const QUERIES_PER_TASK = 3

/**
 * Starts `list` without waiting for any of it: a query already in the cache is left to its
 * screen (which refetches it if stale, as it always has), a missing one is fetched now. Failures
 * are the screen's to show, through its own query. The first few start at once, the rest a few
 * per task after (in `list`'s order); the promise settles when all have started.
 */
export async function startQueries(queryClient: QueryClient, list: readonly RouteQuery[]) {
  for (let from = 0; from < list.length; from += QUERIES_PER_TASK) {
    if (from > 0) await nextTask()
    for (const query of list.slice(from, from + QUERIES_PER_TASK)) {
      queryClient
        .ensureQueryData(query as Parameters<QueryClient['ensureQueryData']>[0])
        .catch(() => undefined)
    }
  }
}
