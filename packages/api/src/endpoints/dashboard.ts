import type {
  CategorySpendRow,
  CurrencySpendRow,
  DashboardSummary,
  ExpiringRow,
  GraphRow,
  RenewalRow,
} from '../dashboard'
import { paths } from '../paths'
import { answer, endpoint, query } from './define'

/** The dashboard's cards, each the caller's own (spec §7 Dashboard; rules in docs/dashboard.md). */
export const dashboardEndpoints = {
  dashboardSummary: endpoint({
    method: 'GET',
    path: paths.dashboardSummary,
    auth: true,
    cached: true,
    query: query('dashboardCurrencyQuerySchema'),
    answer: answer<DashboardSummary>('summaryAnswer'),
  }),
  dashboardGraph: endpoint({
    method: 'GET',
    path: paths.dashboardGraph,
    auth: true,
    cached: true,
    query: query('graphQuerySchema'),
    answer: answer<GraphRow[]>('graphAnswer'),
  }),
  expiringSoon: endpoint({
    method: 'GET',
    path: paths.expiringSoon,
    auth: true,
    cached: true,
    answer: answer<ExpiringRow[]>('expiringAnswer'),
  }),
  spendByCurrency: endpoint({
    method: 'GET',
    path: paths.spendByCurrency,
    auth: true,
    cached: true,
    query: query('spendByCurrencyQuerySchema'),
    answer: answer<CurrencySpendRow[]>('currencySpendAnswer'),
  }),
  spendByCategory: endpoint({
    method: 'GET',
    path: paths.spendByCategory,
    auth: true,
    cached: true,
    answer: answer<CategorySpendRow[]>('categorySpendAnswer'),
  }),
  renewed: endpoint({
    method: 'GET',
    path: paths.renewed,
    auth: true,
    cached: true,
    query: query('renewedQuerySchema'),
    answer: answer<RenewalRow[]>('renewedAnswer'),
  }),
}
