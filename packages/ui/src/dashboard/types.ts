import type { Currency } from '../format'

/**
 * What the dashboard cards read (spec §3 "Dashboard rows", §7 Dashboard). Structural: the
 * contract's rows from @recur/api (DashboardSummary, GraphRow, CategorySpendRow,
 * CurrencySpendRow, ExpiringRow, RenewalRow) fit as they are, so the app passes API data
 * straight in. Currency codes are plain strings here; the contract narrows them.
 */

/** GET /dashboard/total-summary: the totals in the requested currency. */
export interface DashboardTotals {
  total_amount_spent: number | string
  total_entries: number
  month_average: number | string
  /** The code the amounts are in; the sign comes from the currency list. */
  currency: string
}

/** A year's total (period=year). */
export interface YearSpendRow {
  subscription_year: number
  total_amount: number | string
}

/** A month's total (period=month), e.g. 'January'. */
export interface MonthSpendRow {
  month_name: string
  total_amount: number | string
}

/** GET /dashboard/graph: one bar. */
export type SpendGraphRow = YearSpendRow | MonthSpendRow

/** The Year/Month toggle (spec §9: month by default). */
export type SpendGraphPeriod = 'year' | 'month'

/** GET /dashboard/spend-by-category: a category's share, 0–100. */
export interface CategorySpendShare {
  name: string
  percentage: number
}

/** GET /dashboard/spend-by-currency: a currency's share, 0–100, and its total in itself. */
export interface CurrencySpendShare {
  name: string
  code: string
  percentage: number
  total_amount: number | string
}

/** GET /dashboard/expiring-soon: one row of the table. */
export interface ExpiringSubscriptionRow {
  uid: string
  name: string
  amount: number | string
  currency_code: string
  category: { name: string }
  /** YYYY-MM-DD */
  end_date: string
}

/** GET /dashboard/renewed: a subscription and how many times it was renewed. */
export interface RenewalCountRow {
  parent_id: string
  name: string
  num_renewed: number
}

/** The currencies the cards can show and switch between (GET /currencies). */
export type DashboardCurrency = Currency

/** Spec §2 and §8: a card's words while it loads and when it fails. */
export const CARD_LOADING_TEXT = 'Loading...'
/** A card whose body failed reads 'Error'. */
export const CARD_ERROR_TEXT = 'Error'
/** A list inside a dropdown (Most/Least Renewed) reads 'Error...', like its 'Loading...'. */
export const DROPDOWN_ERROR_TEXT = 'Error...'

export function isYearRow(row: SpendGraphRow): row is YearSpendRow {
  return 'subscription_year' in row
}
