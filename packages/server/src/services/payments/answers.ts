import type { CardPaymentPending, PaymentResult } from '@recur/api'
import type { servicePayments } from '../../db/schema'
import { DomainError } from '../../domain/errors'
import { paymentMessages } from './messages'

/** A row of `service_payments`: one claimed (user, Idempotency-Key). */
export type PaymentRow = typeof servicePayments.$inferSelect

/**
 * What a payment answered: replayed as-is to every retry with the same Idempotency-Key. Its
 * outcome is the payment's own state (`answerOf`); the HTTP layer decides the status.
 */
export interface PaymentAnswer {
  /** Paid and delivered; a card payment's checkout to go to; or failed, the money back. */
  outcome: 'paid' | 'checkout' | 'failed'
  message: string
  data: PaymentResult | CardPaymentPending | null
}

/**
 * The answer as kept in `service_payments.result`: its message and data. Rows written before
 * this release also hold an HTTP `status`, and the previous release replays that field, so it is
 * still written for a rolling deploy (docs/deploy.md: the previous version keeps working on the
 * new data). Nothing here reads it; stop writing it once no instance of that release is left.
 */
export interface StoredAnswer {
  status: 200 | 502
  message: string
  data: PaymentAnswer['data']
}

export const toStored = ({ outcome, message, data }: PaymentAnswer): StoredAnswer => ({
  status: outcome === 'failed' ? 502 : 200,
  message,
  data,
})

/**
 * A payment's answer from its row: its state says the outcome (a payment still processing that
 * has an answer is a card payment waiting at its checkout), its stored answer the words.
 */
export const answerOf = (row: { status: string; result: unknown }): PaymentAnswer => {
  const { message, data } = row.result as StoredAnswer
  const outcome =
    row.status === 'successful' ? 'paid' : row.status === 'failed' ? 'failed' : 'checkout'
  return { outcome, message, data }
}

/** The same payment is still being processed (claimed, no answer yet). */
export const stillInProgress = (): never => {
  throw new DomainError('in-progress', paymentMessages.inProgress)
}
