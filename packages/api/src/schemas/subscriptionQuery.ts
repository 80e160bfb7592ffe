import { number, object, string, type InferType } from 'yup'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'
import { MAX_PER_PAGE } from '../listQuery'
import { CURRENCY_CODES, MAX_AMOUNT, SUBSCRIPTION_STATUSES } from '../types'
import { isoDateField } from './fields'

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
}).test(
  // The keys hold brackets, which yup's `when` would read as paths: the pair is checked here.
  'amount-range',
  messages.amountRangeInverted,
  function (query) {
    const from = query?.['amount[from]']
    const to = query?.['amount[to]']
    if (typeof from !== 'number' || typeof to !== 'number' || from <= to) return true
    return this.createError({ path: 'amount[to]', message: messages.amountRangeInverted })
  },
)
export type SubscriptionListParams = InferType<typeof subscriptionListQuerySchema>
