import { boolean, mixed, number, object, string, type InferType } from 'yup'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'
import { PAYMENT_METHODS, TRANSACTION_FILTERS, type PaymentMethod } from '../payments'
import { emailField, isFiniteOrAbsent, requiredText } from './fields'

/*
 * The wallet's and payments' yup schemas, apart from their types and constants (../payments.ts),
 * which the API client needs in every route while these load only where a form or the server
 * validates.
 */

/** POST /service-payment/pay (spec §3 Payment request), plus how it is paid. */
export const paymentRequestSchema = object({
  service_name: requiredText(
    'serviceName',
    messages.serviceRequired,
    messages.serviceTooLong,
  ).lowercase(),
  variation_code: requiredText(
    'variationCode',
    messages.serviceRequired,
    messages.variationTooLong,
  ),
  email: emailField(messages.enterCorrectEmail, messages.enterCorrectEmail),
  phone_number: requiredText('phone', messages.phoneRequired, messages.phoneTooLong),
  smartcard_number: string()
    .trim()
    .max(TEXT_LIMITS.smartcardNumber, messages.smartcardTooLong)
    .optional(),
  auto_renew: boolean().default(true),
  is_tracking_disabled: boolean().oneOf([false]).default(false),
  subscription_type: mixed<'new'>().oneOf(['new']).default('new'),
  payment_method: mixed<PaymentMethod>()
    .oneOf([...PAYMENT_METHODS])
    .default('wallet'),
})
export type PaymentRequest = InferType<typeof paymentRequestSchema>

/** Spec §5 Service purchase form: what the Pay screen checks before it may validate. */
export const servicePurchaseSchema = object({
  email: emailField(messages.enterCorrectEmail, messages.enterCorrectEmail),
  phone: requiredText('phone', messages.phoneRequired, messages.phoneTooLong),
  service: requiredText('serviceName', messages.serviceRequired, messages.serviceTooLong),
  bouquet: requiredText('variationCode', messages.serviceRequired, messages.variationTooLong),
})
export type ServicePurchase = InferType<typeof servicePurchaseSchema>

/** POST /wallet/credit. The server applies its configured bounds on top. */
export const fundWalletSchema = object({
  amount: number()
    .strict()
    .typeError(messages.amountNotANumber)
    .required(messages.amountRequired)
    .test('finite', messages.amountNotANumber, isFiniteOrAbsent)
    .moreThan(0, messages.fundAmountPositive)
    .test('minor-units', messages.amountDecimals, (value) =>
      value == null ? true : Math.round(value * 100) / 100 === value,
    ),
})
export type FundWalletPayload = InferType<typeof fundWalletSchema>

export const transactionListQuerySchema = object({
  search: string().trim().max(TEXT_LIMITS.search, messages.searchTooLong).optional(),
  page: number().typeError('page must be a whole number').integer().min(1).optional(),
  filter: string()
    .oneOf([...TRANSACTION_FILTERS], `filter must be one of ${TRANSACTION_FILTERS.join(', ')}`)
    .optional(),
})

/*
 * The service-payment lookups' query strings. The catalogue itself says which service names and
 * smartcards it knows (a 422 naming the key), so these only name the keys and keep them text.
 */
export const servicesQuerySchema = object({ payment_supported: string().optional() })
export const serviceQuerySchema = object({ service_name: string().optional() })
export const smartcardQuerySchema = serviceQuerySchema.shape({
  smartcard_number: string().optional(),
})
