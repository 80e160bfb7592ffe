import { messages, type FieldErrors } from '@recur/api'

/**
 * Why a domain operation refused, in the domain's words. Services and jobs throw and compare
 * these kinds; what each becomes over HTTP (its status) is decided in one place,
 * `src/http/errors.ts`.
 */
export type DomainErrorKind =
  /** The input breaks a rule: a message, often with field errors (`invalid` fields). */
  | 'invalid'
  /** No such thing, or not the caller's. */
  | 'not-found'
  /** The session's user is gone. */
  | 'unauthenticated'
  /** Too many failed attempts on one account or e-mail. */
  | 'too-many-attempts'
  /** The wallet holds less than the payment. Nothing was written. */
  | 'insufficient-funds'
  /** The plan's renewal limit is reached. */
  | 'limit-reached'
  /** An Idempotency-Key already used for a different payment. */
  | 'key-reused'
  /** The same payment (or renewal) is still being processed; asking again later may succeed. */
  | 'in-progress'
  /** This period was already renewed and paid for. */
  | 'already-renewed'
  /** A paid subscription with no payment on record to pay again. */
  | 'nothing-to-renew'
  /** A payment that was made and failed (its money is back). */
  | 'payment-failed'
  /** The payment gateway could not be reached. */
  | 'gateway-down'
  /** The bill provider could not be reached, or answered what cannot be read. */
  | 'provider-unavailable'

/** The words of the kinds that always say the same thing (the contract's messages). */
const fixedMessages: Partial<Record<DomainErrorKind, string>> = {
  'not-found': messages.notFound,
  unauthenticated: messages.unauthenticated,
  'too-many-attempts': messages.tooManyRequests,
  'insufficient-funds': messages.insufficientFunds,
  'limit-reached': messages.renewalLimitReached,
  'provider-unavailable': messages.serviceUnavailable,
}

/** A refusal the client is to see: its kind, its message and field errors go out as-is. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind
  readonly errors: FieldErrors | undefined

  constructor(
    kind: DomainErrorKind,
    message = fixedMessages[kind],
    errors?: FieldErrors,
    options?: ErrorOptions,
  ) {
    if (message === undefined) throw new Error(`a '${kind}' error needs its message`)
    super(message, options)
    this.name = 'DomainError'
    this.kind = kind
    this.errors = errors
  }
}

/** `error` is a DomainError of one of `kinds` (any kind when none is given). */
export function isDomainError(error: unknown, ...kinds: DomainErrorKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind))
}
