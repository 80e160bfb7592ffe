import type { CurrencyCode, SubscriptionStatus } from './types'

/*
 * The subscription list's query as the client writes it: plain types and one function, no yup,
 * so the API client (in every route's first download) does not pull the validation library in.
 * The server's reading of the same query string is schemas/subscriptionQuery.ts.
 */

/** Spec §7 and §9: the list answers 200 rows a page when per_page is absent. */
export const DEFAULT_PER_PAGE = 200
export const MAX_PER_PAGE = 500

/** A range filter; it applies only when both ends are chosen (spec §5 Filters). */
export interface Range<T> {
  from?: T
  to?: T
}

/** What a person can narrow the list by (spec §2 Filter bar). */
export interface SubscriptionFilters {
  category?: string
  status?: SubscriptionStatus
  currency?: CurrencyCode
  startDate?: Range<string>
  endDate?: Range<string>
  amount?: Range<number>
}

export interface SubscriptionListQuery extends SubscriptionFilters {
  /** Case-insensitive search in the name. */
  name?: string
  page?: number
  per_page?: number
}

/** The query string of spec §7, with its bracketed keys, dates yyyy-MM-dd. */
export function toListSearchParams(query: SubscriptionListQuery): Record<string, string> {
  const params: Record<string, string> = {}
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params[key] = String(value)
  }
  const range = <T extends string | number>(key: string, r: Range<T> | undefined) => {
    // Amounts may be open-ended; a date range counts only with both ends (spec §5).
    if (!r) return
    if (key !== 'amount' && (r.from === undefined || r.to === undefined)) return
    put(`${key}[from]`, r.from)
    put(`${key}[to]`, r.to)
  }
  put('name', query.name?.trim())
  put('page', query.page)
  put('per_page', query.per_page)
  put('category', query.category)
  put('status', query.status)
  put('currency', query.currency)
  range('startDate', query.startDate)
  range('endDate', query.endDate)
  range('amount', query.amount)
  return params
}
