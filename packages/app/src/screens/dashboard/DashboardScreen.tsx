import {
  CURRENCY_CODES,
  FIRST_PICKER_YEAR,
  isSpendPeriod,
  pages,
  todayIso,
  type CurrencyCode,
} from '@recur/api'
import {
  BrokenPage,
  CategoryStatisticsCard,
  DashboardOverview,
  DashboardSkeleton,
  ExpiringSoonCard,
  FirstSubscriptionPrompt,
  PageTitle,
  RenewalRankingCard,
  SpendByCurrencyCard,
  TotalEntriesCard,
  TotalSpendCard,
  YearlySpendCard,
} from '@recur/ui'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useApi } from '../../api'
import {
  dashboardPickers,
  dashboardQueries,
  type DashboardPickers,
} from '../../routing/routeQueries'
import { useSearchState } from '../../routing/useSearchState'
import { useFirstRenderDeferred } from '../deferredView'
import { viewStatus } from '../viewStatus'

const isCurrencyCode = (code: string): code is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(code)

/** No currencies yet (GET /currencies still loading): one empty list, not a new one per render. */
const NO_CURRENCIES: never[] = []

/**
 * The loading view, one element for every render: React does not render an element it rendered
 * last time again, and the screen renders two to five times while the summary loads (its other
 * queries settling, on a phone), each time redrawing the seven placeholder cards.
 */
const loadingView = <DashboardSkeleton />

/**
 * A card's query as the card takes it: its status, data and a retry, the same object for as long
 * as those are the same, so the cards are only drawn again when something they show changed.
 */
function useCard<T>({ status, data, refetch }: UseQueryResult<T>) {
  return useMemo(
    () => ({ status: viewStatus({ status }), data, retry: () => void refetch() }),
    [status, data, refetch],
  )
}

/**
 * Spec §2 Dashboard. The summary in the default currency decides the page: the skeleton while
 * it loads, the broken page when it fails. Every card then runs its own query, so switching one
 * card's currency or period refetches that card alone.
 *
 * The cards are drawn from one deferred value: answers that arrive close together are drawn in
 * one render, and that render runs in slices that leave the main thread free for input between
 * them (React's deferred rendering), instead of the whole grid being drawn again, at once, for
 * each of its nine answers.
 */
export function DashboardScreen() {
  const { queries } = useApi()
  const [{ spendCurrency, graphPeriod, graphCurrency, currencyPeriod }, update] =
    useSearchState(dashboardPickers)
  // Each choice replaces the history entry: a picker is not a place to go back to.
  const pick = useCallback(
    (choice: Partial<DashboardPickers>) => update(choice, { replace: true }),
    [update],
  )
  const today = todayIso()

  // The same queries the route started (routing/routeQueries.ts), so none waits for this render.
  const q = dashboardQueries(queries, { spendCurrency, graphPeriod, graphCurrency, currencyPeriod })
  const summary = useQuery(q.summary)
  const totalSpend = useCard(useQuery(q.totalSpend))
  const graph = useCard(useQuery(q.graph))
  const years = useQuery(q.years).data
  const byCategory = useCard(useQuery(q.byCategory))
  const byCurrency = useCard(useQuery(q.byCurrency))
  const expiring = useCard(useQuery(q.expiring))
  const mostRenewed = useCard(useQuery(q.mostRenewed))
  const leastRenewed = useCard(useQuery(q.leastRenewed))
  const currencyList = useQuery(q.currencies).data ?? NO_CURRENCIES

  const cards = useMemo(() => {
    if (summary.data === undefined) return null
    return (
      <>
        {/* A new user has nothing to sum yet: the way to start comes first. */}
        {summary.data.total_entries === 0 && (
          <FirstSubscriptionPrompt href={pages.createSubscription} />
        )}
        <DashboardOverview
          totalSpend={
            <TotalSpendCard
              status={totalSpend.status}
              summary={totalSpend.data}
              currency={spendCurrency}
              currencies={currencyList}
              onCurrencyChange={(code) => isCurrencyCode(code) && pick({ spendCurrency: code })}
              onRetry={totalSpend.retry}
            />
          }
          totalEntries={
            <TotalEntriesCard status="ready" summary={summary.data} currencies={currencyList} />
          }
          renewals={
            <RenewalRankingCard
              most={{ status: mostRenewed.status, rows: mostRenewed.data }}
              least={{ status: leastRenewed.status, rows: leastRenewed.data }}
            />
          }
          yearlySpend={
            <YearlySpendCard
              status={graph.status}
              rows={graph.data}
              period={graphPeriod}
              onPeriodChange={(period) => pick({ graphPeriod: period })}
              currency={graphCurrency}
              currencies={currencyList}
              onCurrencyChange={(code) => isCurrencyCode(code) && pick({ graphCurrency: code })}
              years={years}
              // The server's month graph is of this (Lagos) year.
              monthYear={Number(today.slice(0, 4))}
              onRetry={graph.retry}
            />
          }
          categoryStatistics={
            <CategoryStatisticsCard
              status={byCategory.status}
              rows={byCategory.data}
              onRetry={byCategory.retry}
            />
          }
          spendByCurrency={
            <SpendByCurrencyCard
              status={byCurrency.status}
              rows={byCurrency.data}
              period={currencyPeriod}
              onPeriodChange={(period) => isSpendPeriod(period) && pick({ currencyPeriod: period })}
              today={today}
              firstYear={FIRST_PICKER_YEAR}
              currencies={currencyList}
              onRetry={byCurrency.retry}
            />
          }
          expiringSoon={
            <ExpiringSoonCard
              status={expiring.status}
              rows={expiring.data}
              today={today}
              currencies={currencyList}
              onRetry={expiring.retry}
            />
          }
        />
      </>
    )
  }, [
    summary.data,
    totalSpend,
    graph,
    years,
    byCategory,
    byCurrency,
    expiring,
    mostRenewed,
    leastRenewed,
    currencyList,
    spendCurrency,
    graphPeriod,
    graphCurrency,
    currencyPeriod,
    today,
    pick,
  ])
  const shown = useFirstRenderDeferred(cards, null)

  const title = <PageTitle>My Dashboard</PageTitle>
  if (summary.isError) {
    return (
      <>
        {title}
        <BrokenPage onRetry={() => void summary.refetch()} />
      </>
    )
  }
  // The summary is loading, or its cards are being drawn.
  if (shown === null) {
    return (
      <>
        {title}
        {loadingView}
      </>
    )
  }
  return (
    <>
      {title}
      {shown}
    </>
  )
}
