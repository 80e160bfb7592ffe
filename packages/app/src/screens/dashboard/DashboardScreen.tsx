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
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api'
import {
  dashboardPickers,
  dashboardQueries,
  type DashboardPickers,
} from '../../routing/routeQueries'
import { useSearchState } from '../../routing/useSearchState'
import { viewStatus } from '../viewStatus'

const isCurrencyCode = (code: string): code is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(code)

/**
 * Spec §2 Dashboard. The summary in the default currency decides the page: the skeleton while
 * it loads, the broken page when it fails. Every card then runs its own query, so switching one
 * card's currency or period refetches that card alone.
 */
export function DashboardScreen() {
  const { queries } = useApi()
  const [{ spendCurrency, graphPeriod, graphCurrency, currencyPeriod }, update] =
    useSearchState(dashboardPickers)
  // Each choice replaces the history entry: a picker is not a place to go back to.
  const pick = (choice: Partial<DashboardPickers>) => update(choice, { replace: true })
  const today = todayIso()

  // The same queries the route started (routing/routeQueries.ts), so none waits for this render.
  const q = dashboardQueries(queries, { spendCurrency, graphPeriod, graphCurrency, currencyPeriod })
  const summary = useQuery(q.summary)
  const totalSpend = useQuery(q.totalSpend)
  const graph = useQuery(q.graph)
  const years = useQuery(q.years)
  const byCategory = useQuery(q.byCategory)
  const byCurrency = useQuery(q.byCurrency)
  const expiring = useQuery(q.expiring)
  const mostRenewed = useQuery(q.mostRenewed)
  const leastRenewed = useQuery(q.leastRenewed)
  const currencies = useQuery(q.currencies)
  const currencyList = currencies.data ?? []

  const title = <PageTitle>My Dashboard</PageTitle>
  if (summary.isPending) {
    return (
      <>
        {title}
        <DashboardSkeleton />
      </>
    )
  }
  if (summary.isError) {
    return (
      <>
        {title}
        <BrokenPage onRetry={() => void summary.refetch()} />
      </>
    )
  }

  return (
    <>
      {title}
      {/* A new user has nothing to sum yet: the way to start comes first. */}
      {summary.data.total_entries === 0 && (
        <FirstSubscriptionPrompt href={pages.createSubscription} />
      )}
      <DashboardOverview
        totalSpend={
          <TotalSpendCard
            status={viewStatus(totalSpend)}
            summary={totalSpend.data}
            currency={spendCurrency}
            currencies={currencyList}
            onCurrencyChange={(code) => isCurrencyCode(code) && pick({ spendCurrency: code })}
            onRetry={() => void totalSpend.refetch()}
          />
        }
        totalEntries={
          <TotalEntriesCard status="ready" summary={summary.data} currencies={currencyList} />
        }
        renewals={
          <RenewalRankingCard
            most={{ status: viewStatus(mostRenewed), rows: mostRenewed.data }}
            least={{ status: viewStatus(leastRenewed), rows: leastRenewed.data }}
          />
        }
        yearlySpend={
          <YearlySpendCard
            status={viewStatus(graph)}
            rows={graph.data}
            period={graphPeriod}
            onPeriodChange={(period) => pick({ graphPeriod: period })}
            currency={graphCurrency}
            currencies={currencyList}
            onCurrencyChange={(code) => isCurrencyCode(code) && pick({ graphCurrency: code })}
            years={years.data}
            // The server's month graph is of this (Lagos) year.
            monthYear={Number(today.slice(0, 4))}
            onRetry={() => void graph.refetch()}
          />
        }
        categoryStatistics={
          <CategoryStatisticsCard
            status={viewStatus(byCategory)}
            rows={byCategory.data}
            onRetry={() => void byCategory.refetch()}
          />
        }
        spendByCurrency={
          <SpendByCurrencyCard
            status={viewStatus(byCurrency)}
            rows={byCurrency.data}
            period={currencyPeriod}
            onPeriodChange={(period) => isSpendPeriod(period) && pick({ currencyPeriod: period })}
            today={today}
            firstYear={FIRST_PICKER_YEAR}
            currencies={currencyList}
            onRetry={() => void byCurrency.refetch()}
          />
        }
        expiringSoon={
          <ExpiringSoonCard
            status={viewStatus(expiring)}
            rows={expiring.data}
            today={today}
            currencies={currencyList}
            onRetry={() => void expiring.refetch()}
          />
        }
      />
    </>
  )
}
