import {
  CURRENCY_CODES,
  isIsoDate,
  MAX_PER_PAGE,
  SUBSCRIPTION_STATUSES,
  toListSearchParams,
  type CurrencyCode,
  type Range,
  type SubscriptionListQuery,
  type SubscriptionStatus,
} from '@recur/api/contract'
import type { SearchSchema } from '../../routing/useSearchState'

/**
 * The list screen's state lives in the URL (filters, search, page, view, month), so a filtered
 * view survives a reload and can be shared. The filter keys are the API's own (spec §7).
 */
export type ListView = 'table' | 'calendar'

export interface ListState {
  query: SubscriptionListQuery
  view: ListView
  /** 'YYYY-MM', the calendar's month; absent → the current month. */
  month?: string
}

const oneOf = <T extends string>(options: readonly T[], value: string | null) =>
  options.includes(value as T) ? (value as T) : undefined

const positiveInt = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value)
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

const amount = (value: string | null) => {
  const n = Number(value)
  return value !== null && value !== '' && Number.isFinite(n) && n >= 0 ? n : undefined
}

const date = (value: string | null) => (isIsoDate(value) ? value : undefined)

function dateRange(params: URLSearchParams, key: string): Range<string> | undefined {
  const from = date(params.get(`${key}[from]`))
  const to = date(params.get(`${key}[to]`))
  return from && to ? { from, to } : undefined
}

function prune<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== ''),
  ) as T
}

/** Reads the URL; a value that is not valid is dropped rather than sent to the server. */
export function parseListSearch(params: URLSearchParams): ListState {
  const amountRange = prune({
    from: amount(params.get('amount[from]')),
    to: amount(params.get('amount[to]')),
  })
  // A range from high to low is refused by the server (messages.amountRangeInverted).
  const inverted =
    amountRange.from !== undefined &&
    amountRange.to !== undefined &&
    amountRange.from > amountRange.to
  const month = params.get('month')
  return {
    view: params.get('view') === 'calendar' ? 'calendar' : 'table',
    ...(month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
    query: prune({
      name: params.get('name')?.trim() || undefined,
      page: positiveInt(params.get('page')),
      per_page: positiveInt(params.get('per_page'), MAX_PER_PAGE),
      category: params.get('category') || undefined,
      status: oneOf<SubscriptionStatus>(SUBSCRIPTION_STATUSES, params.get('status')),
      currency: oneOf<CurrencyCode>(CURRENCY_CODES, params.get('currency')),
      startDate: dateRange(params, 'startDate'),
      endDate: dateRange(params, 'endDate'),
      amount: Object.keys(amountRange).length > 0 && !inverted ? amountRange : undefined,
    }),
  }
}

/** Writes the state back; defaults (table view, page 1) are left out of the URL. */
export function formatListSearch(state: ListState): URLSearchParams {
  const params = new URLSearchParams(toListSearchParams(state.query))
  if (params.get('page') === '1') params.delete('page')
  if (state.view === 'calendar') params.set('view', 'calendar')
  if (state.month) params.set('month', state.month)
  return params
}

/** The list's state in the URL for useSearchState: a new filter or search starts again from page 1. */
export const listSearchSchema: SearchSchema<ListState> = {
  parse: parseListSearch,
  format: formatListSearch,
  settle: (wanted, current) => {
    const filtersChanged =
      JSON.stringify({ ...wanted.query, page: undefined }) !==
      JSON.stringify({ ...current.query, page: undefined })
    return filtersChanged ? { ...wanted, query: { ...wanted.query, page: undefined } } : wanted
  },
}
