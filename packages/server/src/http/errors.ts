import type { FieldErrors } from '@recur/api'
import type { DomainErrorKind } from '../domain/errors'
import type { PaymentAnswer } from '../services/payments/servicePayment'

/**
 * An error of the HTTP layer itself (a body that is not JSON, a missing session, a header out
 * of shape) that is the client's to see: its status, message and field errors go out as-is.
 * The services never throw it: they throw a `DomainError`, whose status is `statusOf` below.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'HttpError'
  }
}

/** What each domain refusal is over HTTP: the one place a kind becomes a status. */
export const statusOf: Record<DomainErrorKind, number> = {
  invalid: 422,
  'not-found': 404,
  unauthenticated: 401,
  'too-many-attempts': 429,
  'insufficient-funds': 402,
  'limit-reached': 403,
  'key-reused': 422,
  'in-progress': 409,
  'already-renewed': 409,
  'nothing-to-renew': 422,
  'payment-failed': 502,
  'gateway-down': 502,
  'provider-unavailable': 503,
}

/** What a payment's answer is over HTTP (`POST /pay` and its replays). */
export const statusOfPayment: Record<PaymentAnswer['outcome'], number> = {
  paid: 200,
  checkout: 200,
  failed: statusOf['payment-failed'],
}
