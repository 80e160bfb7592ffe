/**
 * A payment gateway takes the customer's money for a wallet funding. Every gateway answers the
 * same two questions: where to send the customer to pay (`initialize`), and what became of a
 * reference (`verify`). A credit is only ever settled from `verify`'s answer, never from what a
 * browser or a callback claims.
 */
export interface PaymentGateway {
  readonly name: string
  initialize(input: {
    reference: string
    amountKobo: bigint
    email: string
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
