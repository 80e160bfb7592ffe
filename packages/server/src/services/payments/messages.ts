import { href, pages } from '@recur/api'
import { formatNaira as naira } from '../../domain/money'

/** The words of Pay for Service that are the server's own (the shared ones are `messages`). */
export const paymentMessages = {
  unknownVariation: 'Choose one of the service’s bouquets.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  keyReused: 'This Idempotency-Key was already used for a different payment.',
  inProgress: 'This payment is still being processed. Try again in a moment.',
  refunded: 'Your wallet has been refunded.',
  timedOut: 'The provider did not answer in time.',
  cardCheckout: 'Continue to the checkout to pay by card.',
  checkoutNotPaid: 'The checkout was not paid.',
  /** A checkout that ended without paying: the gateway's reason, and that the card kept its money. */
  cardNotCompleted: (reason: string) =>
    `${/[.!?]$/.test(reason) ? reason : `${reason}.`} No money was taken from your card.`,
  /** A card payment the provider did not deliver: where the card's money went. */
  cardRefunded: (totalKobo: bigint) =>
    `The ${naira(totalKobo)} taken from your card is now in your wallet.`,
  gatewayDown: 'The payment gateway could not be reached. Please try again shortly.',
  noPaymentOnRecord:
    'This paid subscription has no payment on record to renew. Pay for the service again instead.',
  alreadyRenewed: 'This period has already been renewed and paid for.',
  renewalFailed: (reason: string) => `Payment failed: ${reason}`,
  required: (label: string) => `${label} is required`,
}

/** Where a card payment's checkout returns to: Pay, which reads the outcome by the reference. */
export const payPageFor = (reference: string) => href(pages.pay, { reference })
