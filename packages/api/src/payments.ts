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

/**
 * GET /service-payment/payments/{reference}: what became of a card payment, read on returning
 * from its checkout. pending: the checkout or the provider has not answered yet.
 */
export interface CardPaymentOutcome {
  reference: string
  status: 'pending' | 'successful' | 'failed'
  /** What was bought, e.g. 'DStv Compact (Smartcard Number 7030****01)'. */
  description: string
  /** The total asked of the card, in naira. */
  amount: number
  /** On success: the subscription the payment made. */
  result: PaymentResult | null
  /** On failure: why, and where the money is (the server's words). */
  message: string | null
  /** On failure: whether the card was charged and the money is now in the wallet. */
  refunded_to_wallet: boolean
}

/** How often Pay asks again while a card payment is still pending. */
export const CARD_PAYMENT_POLL_MS = 2000

/** Spec §8: 'Payment failed: {server message}'. */
export const paymentFailedMessage = (serverMessage: string) => `Payment failed: ${serverMessage}`
