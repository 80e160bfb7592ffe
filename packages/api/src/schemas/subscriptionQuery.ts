import { number, object, string, type InferType } from 'yup'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'
import {
  CURRENCY_CODES,
  MAX_AMOUNT,
  SUBSCRIPTION_STATUSES,
  type CurrencyCode,
  type SubscriptionStatus,
} from '../types'
import { isoDateField } from './fields'

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

/** How a person writes an amount in the query: a plain decimal (no 0x64, 1e3 or Infinity). */
const DECIMAL_AMOUNT = /^-?\d+(\.\d+)?$/

const amountBound = () =>
  number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && !DECIMAL_AMOUNT.test(original.trim()) ? Number.NaN : value,
    )
    .typeError(messages.amountNotANumber)
    .min(0, messages.amountMin)
    .max(MAX_AMOUNT, messages.amountTooLarge)
    .optional()

/** The server's reading of that query string; a bad value is a 422 naming its key. */
export const subscriptionListQuerySchema = object({
  name: string().trim().max(TEXT_LIMITS.search, messages.searchTooLong).optional(),
  page: number().typeError('page must be a whole number').integer().min(1).optional(),
  per_page: number()
    .typeError('per_page must be a whole number')
    .integer()
    .min(1)
    .max(MAX_PER_PAGE)
    .optional(),
  category: string().trim().max(TEXT_LIMITS.category, messages.categoryTooLong).optional(),
  status: string().oneOf(SUBSCRIPTION_STATUSES, 'status must be active or expired').optional(),
  currency: string().oneOf(CURRENCY_CODES, messages.currencyUnsupported).optional(),
  'startDate[from]': isoDateField().optional(),
  'startDate[to]': isoDateField().optional(),
  'endDate[from]': isoDateField().optional(),
  'endDate[to]': isoDateField().optional(),
  'amount[from]': amountBound(),
  'amount[to]': amountBound(),
})
export type SubscriptionListParams = InferType<typeof subscriptionListQuerySchema>
