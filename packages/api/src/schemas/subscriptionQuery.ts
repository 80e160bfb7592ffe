import { number, object, string, type InferType } from 'yup'
import { messages } from '../messages'
import { MAX_PER_PAGE } from '../listQuery'
import { CURRENCY_CODES, SUBSCRIPTION_STATUSES } from '../types'
import { isoDateField } from './fields'

const amountBound = () =>
  number().typeError(messages.amountNotANumber).min(0, messages.amountMin).optional()

/** The server's reading of that query string; a bad value is a 422 naming its key. */
export const subscriptionListQuerySchema = object({
  name: string().trim().max(200).optional(),
  page: number().typeError('page must be a whole number').integer().min(1).optional(),
  per_page: number()
    .typeError('per_page must be a whole number')
    .integer()
    .min(1)
    .max(MAX_PER_PAGE)
    .optional(),
  category: string().trim().max(100).optional(),
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
