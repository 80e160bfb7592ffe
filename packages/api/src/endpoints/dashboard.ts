import type {
  CategorySpendRow,
  CurrencySpendRow,
  DashboardSummary,
  ExpiringRow,
  GraphPeriod,
  GraphRow,
  RenewalRanking,
  RenewalRow,
  SpendPeriod,
} from '../dashboard'
import { paths } from '../paths'
import {
  categorySpendAnswer,
  currencySpendAnswer,
  expiringAnswer,
  graphAnswer,
  renewedAnswer,
  summaryAnswer,
} from '../schemas/answers'
import {
  dashboardCurrencyQuerySchema,
  graphQuerySchema,
  renewedQuerySchema,
  spendByCurrencyQuerySchema,
} from '../schemas/dashboard'
import type { CurrencyCode } from '../types'
import { answer, endpoint, query } from './define'

/** The dashboard's cards, each the caller's own (spec §7 Dashboard; rules in docs/dashboard.md). */
export const dashboardEndpoints = {
  dashboardSummary: endpoint({
    method: 'GET',
    path: paths.dashboardSummary,
    auth: true,
    cached: true,
    query: query<{ currency?: CurrencyCode }>(dashboardCurrencyQuerySchema),
    answer: answer<DashboardSummary>(summaryAnswer),
  }),
  dashboardGraph: endpoint({
    method: 'GET',
    path: paths.dashboardGraph,
    auth: true,
    cached: true,
    query: query<{ period?: GraphPeriod; currency?: CurrencyCode }>(graphQuerySchema),
    answer: answer<GraphRow[]>(graphAnswer),
  }),
  expiringSoon: endpoint({
    method: 'GET',
    path: paths.expiringSoon,
    auth: true,
    cached: true,
    answer: answer<ExpiringRow[]>(expiringAnswer),
  }),
  spendByCurrency: endpoint({
    method: 'GET',
    path: paths.spendByCurrency,
    auth: true,
    cached: true,
    query: query<{ period?: SpendPeriod }>(spendByCurrencyQuerySchema),
    answer: answer<CurrencySpendRow[]>(currencySpendAnswer),
  }),
  spendByCategory: endpoint({
    method: 'GET',
    path: paths.spendByCategory,
    auth: true,
    cached: true,
    answer: answer<CategorySpendRow[]>(categorySpendAnswer),
  }),
  renewed: endpoint({
    method: 'GET',
    path: paths.renewed,
    auth: true,
    cached: true,
    query: query<{ type?: RenewalRanking }>(renewedQuerySchema),
    answer: answer<RenewalRow[]>(renewedAnswer),
  }),
}
