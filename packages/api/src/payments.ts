import { boolean, mixed, number, object, string, type InferType } from 'yup'
import { TEXT_LIMITS } from './limits'
import { messages } from './messages'
import { emailField, isFiniteOrAbsent, requiredText } from './schemas/fields'

/**
 * Spec §3 Wallet transaction, Service, Service variation, Extra service field, Smartcard check
 * result, Payment request and result; §7 Wallet and Service payment. Money is NGN, in naira with
 * at most 2 decimals, as everywhere in the contract.
 */

export const TRANSACTION_TYPES = ['credit', 'debit'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/**
 * pending: a credit waiting for its checkout, or a debit waiting for the provider;
 * successful: final; failed: a credit that never completed; reversed: a debit given back.
 */
export const TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

/** GET /wallet/transactions?filter=: a type or a status. */
export const TRANSACTION_FILTERS = [...TRANSACTION_TYPES, ...TRANSACTION_STATUSES] as const
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number]

export interface WalletTransaction {
  id: string
  type: TransactionType
  /** Naira, positive; the type says which way it moved. */
  amount: number
  currency: 'NGN'
  description: string
  status: TransactionStatus
  /** Unique; what the gateway or provider knows the transaction by. */
  reference: string
  /** ISO 8601 instant; shown as 'MMMM dd, yyyy hh:mm a' in Lagos. */
  created_at: string
}

export interface TransactionListQuery {
  search?: string
  page?: number
  filter?: TransactionFilter
}

/** POST /wallet/credit → the checkout the browser is sent to. */
export interface FundWalletResult {
  payment_url: string
  reference: string
}

/** Spec §9: the wallet's balance is polled every 3 s and its transactions every 4 s. */
export const WALLET_TRANSACTIONS_POLL_MS = 4000

export interface Service {
  uid: string
  name: string
  image_url: string
}

/** A bouquet: amount, the fee on top, and their total, in naira. */
export interface ServiceVariation {
  variation_code: string
  name: string
  amount: number
  fee: number
  total: number
}

/** An extra field the service needs, e.g. { name: 'smartcard_number', label: 'Smartcard Number' }. */
export interface ExtraServiceField {
  name: string
  label: string
}

export const SMARTCARD_FIELD = 'smartcard_number'

/** Spec §4: the smartcard check runs only past this many characters. */
export const SMARTCARD_CHECK_MIN_LENGTH = 10

export interface SmartcardCheck {
  customer_name: string
  current_variation_name: string
}

export const PAYMENT_METHODS = ['wallet', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

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

/** The result of a payment (spec §3 Payment result); a card payment first returns its checkout. */
export interface PaymentResult {
  name: string
  amount: number
  status: string
  start_date: string
  end_date: string
}

export interface CardPaymentPending {
  payment_url: string
  reference: string
}

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

/** Spec §8: 'Payment failed: {server message}'. */
export const paymentFailedMessage = (serverMessage: string) => `Payment failed: ${serverMessage}`
