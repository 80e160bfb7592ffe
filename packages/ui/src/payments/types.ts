/**
 * What the Pay For Service views read (spec §3 Service, Service variation, Extra service field,
 * Smartcard check result, Payment result). Structural: the contract's types from @recur/api fit
 * as they are, so the app passes API data straight in.
 */

/** GET /services?payment_supported=true: one logo of the grid. */
export interface PayableService {
  uid: string
  name: string
  image_url: string
}

/** A bouquet: amount, the fee on top, and their total, in naira. */
export interface ServiceBouquet {
  variation_code: string
  name: string
  amount: number | string
  fee: number | string
  total: number | string
}

/** An extra field the service needs, e.g. { name: 'smartcard_number', label: 'Smartcard Number' }. */
export interface ServiceExtraField {
  name: string
  label: string
}

/** GET /service-payment/verify-smartcard-number: who the card belongs to. */
export interface SmartcardDetails {
  customer_name: string
  current_variation_name: string
}

/** POST /service-payment/pay: the subscription it made. Dates are 'YYYY-MM-DD'. */
export interface ServicePaymentResult {
  name: string
  amount: number | string
  status: string
  start_date: string
  end_date: string
}

export const SERVICE_PAYMENT_METHODS = ['wallet', 'card'] as const
export type ServicePaymentMethod = (typeof SERVICE_PAYMENT_METHODS)[number]

/** The extra field whose value is checked against the provider (spec §4 Smartcard check). */
export const SMARTCARD_FIELD_NAME = 'smartcard_number'

/** Spec §2 Pay For Service, §5 and §8: the screen's words, word for word. */
export const payText = {
  serviceType: 'Service Type',
  loading: 'Loading...',
  phonePlaceholder: '090X XXX XXXX',
  autoRenew: 'Auto-Renew',
  customerName: 'Customer name',
  previousPackage: 'Previous package',
  smartcardUnverified: 'The smartcard number could not be verified.',
  validate: 'Validate',
  validating: 'Validating, please wait...',
  pay: (total: string) => `Pay ${total}`,
  paymentFailed: (message: string) => `Payment failed: ${message}`,
  paymentSuccessful: 'Payment successful! 🎉',
  viewSubscriptions: 'View your Subscriptions',
  makeAnotherPayment: 'Make another payment',
  insufficientFunds:
    'Your wallet balance is not enough for this payment. Fund your wallet and try again.',
  active: 'Active',
  inactive: 'Inactive',
  paidWith: 'Paid with',
  bouquetOption: (name: string, total: string) => `${name} – ${total}`,
  required: (label: string) => `${label} is required`,
  tooShort: (label: string, min: number) => `${label} must have at least ${min} characters.`,
  wallet: 'Wallet',
  card: 'Card',
  /** While the provider has not answered a wallet payment (it may take up to its timeout). */
  paying: (service: string, total: string) =>
    `Paying ${service}… ${total} is held from your wallet while ${service} confirms. This can take up to a minute; if it does not go through, the money comes back to your wallet.`,
  toCheckout: 'Taking you to the secure checkout…',
  cardPending: 'Confirming your card payment…',
  cardPendingNote: 'This page updates by itself as soon as the payment has an answer.',
  cardMissing: 'This card payment could not be found.',
  moneyInWallet: 'In your wallet',
  moneyNotTaken: 'Not taken from your card',
  viewWallet: 'View your wallet',
} as const

/** Spec §2: a status containing 'active' is active; anything else reads 'Inactive'. */
export function isActivePayment(status: string): boolean {
  return status.toLowerCase().includes('active') && !status.toLowerCase().includes('inactive')
}
