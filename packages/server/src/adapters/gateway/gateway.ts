/**
 * A payment gateway takes the customer's money for a wallet funding. Every gateway answers the
 * same two questions: where to send the customer to pay (`initialize`), and what became of a
 * reference (`verify`). A credit is only ever settled from `verify`'s answer, never from what a
 * browser or a callback claims.
 */
/** What the customer is paying for, as the checkout shows it: a title and labelled lines. */
export interface CheckoutPurchase {
  /** e.g. 'DStv Compact' or 'Wallet funding'. */
  title: string
  /** e.g. Service: DStv, Smartcard Number: 7030****01, Fee: ₦100.00. */
  lines: { label: string; value: string }[]
}

export interface PaymentGateway {
  readonly name: string
  initialize(input: {
    reference: string
    amountKobo: bigint
    email: string
    purchase: CheckoutPurchase
    /** Where the gateway sends the customer back to (Recur's callback). */
    callbackUrl: string
  }): Promise<{ paymentUrl: string }>
  verify(reference: string): Promise<GatewayVerification>
}

export type GatewayVerification =
  | { status: 'success'; amountKobo: bigint; currency: string }
  | { status: 'failed' | 'abandoned'; reason: string }
  /** Still open at the gateway, or the gateway could not be asked: try again later. */
  | { status: 'pending' }
  | { status: 'not_found' }
