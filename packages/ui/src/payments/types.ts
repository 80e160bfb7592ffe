import { messages, paymentFailedMessage } from '@recur/api/contract'

/**
 * The Pay For Service views' own words. What they show (Service, ServiceVariation,
 * ExtraServiceField, SmartcardCheck, PaymentResult, PaymentMethod, SMARTCARD_FIELD) and the
 * messages the server shares are the contract's: @recur/api/contract.
 */

/** Spec §2 Pay For Service, §5 and §8: the screen's words, word for word. */
export const payText = {
  serviceType: 'Service Type',
  phonePlaceholder: '090X XXX XXXX',
  autoRenew: 'Auto-Renew',
  customerName: 'Customer name',
  previousPackage: 'Previous package',
  smartcardUnverified: messages.smartcardUnverified,
  validate: 'Validate',
  validating: 'Validating, please wait...',
  pay: (total: string) => `Pay ${total}`,
  paymentFailed: paymentFailedMessage,
  paymentSuccessful: messages.paymentSuccessful,
  viewSubscriptions: 'View your Subscriptions',
  makeAnotherPayment: 'Make another payment',
  insufficientFunds: messages.insufficientFunds,
  active: 'Active',
  inactive: messages.inactive,
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
