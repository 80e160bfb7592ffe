import type { CurrencyCode } from './types'

/** Spec §3 "Dashboard rows" and §7 Dashboard: what each card reads. */

export interface DashboardSummary {
  /** In the requested currency, converted at the rates of `rates_as_of`. */
  total_amount_spent: number
  total_entries: number
  month_average: number
  currency: CurrencyCode
  /** YYYY-MM-DD: the exchange rates' date. */
  rates_as_of: string
}

export const GRAPH_PERIODS = ['year', 'month'] as const
export type GraphPeriod = (typeof GRAPH_PERIODS)[number]
/** Spec §9: the Year/Month toggle starts on month. */
export const DEFAULT_GRAPH_PERIOD: GraphPeriod = 'month'

/** A year's total (period=year). */
export interface YearGraphRow {
  subscription_year: number
  total_amount: number
}

/** A month's total (period=month), e.g. 'January'. */
export interface MonthGraphRow {
  month_name: string
  total_amount: number
}

/** GET /dashboard/graph: one bar. A year row has `subscription_year`; a month row `month_name`. */
export type GraphRow = YearGraphRow | MonthGraphRow

export function isYearRow(row: GraphRow): row is YearGraphRow {
  return 'subscription_year' in row
}

export interface CategorySpendRow {
  name: string
  /** 0–100; the rows' percentages add up to 100. */
  percentage: number
}

export interface CurrencySpendRow {
  name: string
  code: CurrencyCode
  percentage: number
  total_amount: number
}

export interface ExpiringRow {
  uid: string
  name: string
  amount: number
  currency_code: CurrencyCode
  category: { name: string }
  end_date: string
}

export const RENEWAL_RANKINGS = ['most', 'least'] as const
export type RenewalRanking = (typeof RENEWAL_RANKINGS)[number]

export interface RenewalRow {
  parent_id: string
  name: string
  num_renewed: number
}

/** Spec §9: the year picker starts at 2023. */
export const FIRST_PICKER_YEAR = 2023
export const ALL_TIME = 'all-time'

/**
 * Spend-by-currency's period: 'all-time', a month of this year ('YYYY-MM') or a year ('YYYY').
 */
export type SpendPeriod = typeof ALL_TIME | `${number}-${number}` | `${number}`

/** What a SpendPeriod looks like written down (query strings, the URL). */
export const SPEND_PERIOD = /^(all-time|\d{4}|\d{4}-(0[1-9]|1[0-2]))$/

export const isSpendPeriod = (period: string): period is SpendPeriod => SPEND_PERIOD.test(period)

/** The month graph's rows, January to December, in this order and spelling. */
export const GRAPH_MONTH_NAMES = [
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
] as const
