import { messages } from '../messages'
import type {
  ExtraServiceField,
  FundWalletResult,
  CardPaymentOutcome,
  PaymentResult,
  Service,
  ServiceVariation,
  SmartcardCheck,
  WalletTransaction,
} from '../payments'
import { page } from './fixtures'
import { fail, ok } from './respond'
import { variants } from './variants'

/** Wallet and Pay for Service fixtures: a Lagos user paying for TV from the wallet. */

export const transaction = (overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: 'txn_0001',
  type: 'credit',
  amount: 50_000,
  currency: 'NGN',
  description: 'Wallet funding',
  status: 'successful',
  reference: 'RCR-FUND-0001',
  created_at: '2026-11-18T09:30:00.000Z',
  ...overrides,
})

export const transactions = (): WalletTransaction[] => [
  transaction({
    id: 'txn_0004',
    type: 'debit',
    amount: 15_800,
    description: 'DStv Compact (smartcard 7029****12)',
    reference: 'RCR-PAY-0004',
    created_at: '2026-11-20T18:05:00.000Z',
  }),
  transaction({
    id: 'txn_0003',
    type: 'debit',
    amount: 6_400,
    description: 'GOtv Max (IUC 4621****88)',
    status: 'reversed',
    reference: 'RCR-PAY-0003',
    created_at: '2026-11-19T07:45:00.000Z',
  }),
  transaction({
    id: 'txn_0002',
    amount: 20_000,
    status: 'pending',
    reference: 'RCR-FUND-0002',
    created_at: '2026-11-18T21:12:00.000Z',
  }),
  transaction(),
]

export const fundWalletResult = (): FundWalletResult => ({
  payment_url: '/checkout/RCR-FUND-0005',
  reference: 'RCR-FUND-0005',
})

export const services = (): Service[] => [
  { uid: 'svc_dstv', name: 'DStv', image_url: '/services/dstv.svg' },
  { uid: 'svc_gotv', name: 'GOtv', image_url: '/services/gotv.svg' },
  { uid: 'svc_startimes', name: 'StarTimes', image_url: '/services/startimes.svg' },
  { uid: 'svc_showmax', name: 'Showmax', image_url: '/services/showmax.svg' },
  { uid: 'svc_recur', name: 'Recur Premium', image_url: '/services/recur-premium.svg' },
]

export const variations = (): ServiceVariation[] => [
  { variation_code: 'dstv-padi', name: 'DStv Padi', amount: 4_400, fee: 100, total: 4_500 },
  { variation_code: 'dstv-yanga', name: 'DStv Yanga', amount: 6_000, fee: 100, total: 6_100 },
  { variation_code: 'dstv-confam', name: 'DStv Confam', amount: 11_000, fee: 100, total: 11_100 },
  { variation_code: 'dstv-compact', name: 'DStv Compact', amount: 15_700, fee: 100, total: 15_800 },
]

export const smartcardFields = (): ExtraServiceField[] => [
  { name: 'smartcard_number', label: 'Smartcard Number' },
]

export const smartcardCheck = (overrides: Partial<SmartcardCheck> = {}): SmartcardCheck => ({
  customer_name: 'Adaeze Okafor',
  current_variation_name: 'DStv Yanga',
  ...overrides,
})

export const paymentResult = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  name: 'DStv Compact',
  amount: 15_800,
  status: 'active',
  start_date: '2026-11-21',
  end_date: '2026-12-21',
  ...overrides,
})

/** A card payment's outcome, read on returning from its checkout (`/pay?reference=…`). */
export const cardOutcome = (overrides: Partial<CardPaymentOutcome> = {}): CardPaymentOutcome => ({
  reference: 'RCR-FUND-0007',
  status: 'successful',
  description: 'DStv Compact (Smartcard Number 7030****01)',
  amount: 15_800,
  result: paymentResult(),
  message: null,
  refunded_to_wallet: false,
  ...overrides,
})

export const paymentHandlers = {
  walletTransactions: variants('walletTransactions', {
    populated: () => ok(page(transactions())),
    empty: () => ok(page([] as WalletTransaction[])),
  }),
  fundWallet: variants('fundWallet', {
    success: () => ok(fundWalletResult()),
    /** Refused (a non-200): spec §8, the dialog says 'An error occurred, please try again'. */
    refused: () =>
      fail(422, 'The amount must be at least ₦100.00.', {
        amount: ['The amount must be at least ₦100.00.'],
      }),
  }),
  services: variants('services', {
    populated: () => ok(services()),
  }),
  variations: variants('serviceVariations', {
    populated: () => ok(variations()),
  }),
  fields: variants('serviceFields', {
    smartcard: () => ok(smartcardFields()),
    none: () => ok([] as ExtraServiceField[]),
  }),
  smartcard: variants('verifySmartcard', {
    verified: () => ok(smartcardCheck()),
    /** Spec §4: a check succeeds only with a customer_name. */
    noCustomer: () => ok({ customer_name: '', current_variation_name: '' }),
    error: () => fail(422, messages.smartcardUnverified),
  }),
  pay: variants('pay', {
    success: () => ok(paymentResult()),
    insufficientFunds: () => fail(402, messages.insufficientFunds),
    providerFailed: () =>
      fail(502, 'The provider could not complete the payment. Your wallet was not charged.'),
  }),
  /** GET /service-payment/payments/{reference}, back from a card checkout. */
  cardPayment: variants('cardPayment', {
    successful: ({ params }) => ok(cardOutcome({ reference: String(params.id) })),
    /** The provider failed after the card paid: the money is in the wallet. */
    refunded: ({ params }) =>
      ok(
        cardOutcome({
          reference: String(params.id),
          status: 'failed',
          result: null,
          message:
            'The provider declined this smartcard (account barred). The ₦15,800.00 taken from your card is now in your wallet.',
          refunded_to_wallet: true,
        }),
      ),
    /** The card was declined at the checkout: nothing was taken. */
    declined: ({ params }) =>
      ok(
        cardOutcome({
          reference: String(params.id),
          status: 'failed',
          result: null,
          message: 'The card was declined. No money was taken from your card.',
        }),
      ),
    pending: ({ params }) =>
      ok(cardOutcome({ reference: String(params.id), status: 'pending', result: null })),
    notFound: () => fail(404, messages.notFound),
  }),
}

/** The usual Pay-for-Service world: services, DStv's bouquets and smartcard, a payment that works. */
export const paymentScenario = [
  paymentHandlers.walletTransactions.populated,
  paymentHandlers.fundWallet.success,
  paymentHandlers.services.populated,
  paymentHandlers.variations.populated,
  paymentHandlers.fields.smartcard,
  paymentHandlers.smartcard.verified,
  paymentHandlers.pay.success,
  paymentHandlers.cardPayment.notFound,
]
