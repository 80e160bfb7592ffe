import type { PaymentResult } from '@recur/api'
import { emptyServicePurchase, type PayFormPhase, type ServicePurchaseValues } from '@recur/ui'

/** Where the pay flow stands: the form's phases, then the result. */
export type PayPhase = PayFormPhase | 'paid'

/**
 * The pay flow's one state (spec §4 Pay flow): the form's values and where the flow stands.
 *
 *   editing ──Validate──▶ validating ──card checked──▶ validated ──Pay──▶ paying ──▶ paid
 *      ▲   (no smartcard: straight to validated)  │            ▲           │
 *      └──── any edit, a service, a failed check ─┘            └─ failed ──┘
 *
 * Validation holds for the values it was asked about: an edit goes back to editing. Nothing
 * changes while paying, so what is paid is what the customer saw. Requests (the smartcard check,
 * the payment) are the caller's: it sends one when this reducer entered the state that asks for
 * it, and tells the answer back as an event.
 */
export interface PayFlowState {
  phase: PayPhase
  values: ServicePurchaseValues
  /** Counts Validate presses: the answer to an earlier one (values changed since) is ignored. */
  check: number
  /** Counts entries into paying: each is one payment request. */
  payments: number
  /**
   * Sent with the payment. A retry after a failure with no answer (the network) keeps it, so the
   * server answers the first attempt instead of charging twice; an answered failure (e.g. not
   * enough money) takes a new one, so the next try is a new payment.
   */
  idempotencyKey: string
  /** The server's message on the last failed payment, shown until the next one. */
  failure?: string
  /** The wallet payment's result, once paid. */
  result?: PaymentResult
  /** Counts new forms ('Make another payment'): the view starts afresh on each. */
  round: number
}

export type PayFlowEvent =
  /** A field other than the service changed. */
  | { type: 'edit'; values: Partial<Omit<ServicePurchaseValues, 'service'>> }
  /** Another service: its bouquet and extra fields (the smartcard number) start empty. */
  | { type: 'chooseService'; service: string }
  /** Validate pressed on values that passed the schema; `needsCheck`: the smartcard is asked. */
  | { type: 'validate'; needsCheck: boolean }
  /** The smartcard check asked by Validate number `check` answered. */
  | { type: 'checked'; check: number; passed: boolean }
  | { type: 'pay' }
  | { type: 'paid'; result: PaymentResult }
  /** `answered`: the server said why (a new key next time); otherwise the network failed. */
  | { type: 'payFailed'; message: string; answered: boolean; nextKey: string }
  /** 'Make another payment': a new form with the profile's email, and a new payment key. */
  | { type: 'reset'; email: string; idempotencyKey: string }

/** A new pay flow: nothing chosen, the email prefilled from the profile (spec §2). */
export function startPayFlow(email: string, idempotencyKey: string, round = 0): PayFlowState {
  return {
    phase: 'editing',
    values: emptyServicePurchase(email),
    check: 0,
    payments: 0,
    idempotencyKey,
    round,
  }
}

export function payFlowReducer(state: PayFlowState, event: PayFlowEvent): PayFlowState {
  switch (event.type) {
    case 'edit':
      if (state.phase === 'paying' || state.phase === 'paid') return state
      return { ...state, phase: 'editing', values: { ...state.values, ...event.values } }

    case 'chooseService':
      if (state.phase === 'paying' || state.phase === 'paid') return state
      if (event.service === state.values.service) return state
      return {
        ...state,
        phase: 'editing',
        values: { ...state.values, service: event.service, bouquet: '', fields: {} },
      }

    case 'validate':
      if (state.phase !== 'editing') return state
      return {
        ...state,
        phase: event.needsCheck ? 'validating' : 'validated',
        check: state.check + 1,
      }

    case 'checked':
      if (state.phase !== 'validating' || event.check !== state.check) return state
      return { ...state, phase: event.passed ? 'validated' : 'editing' }

    case 'pay':
      if (state.phase !== 'validated') return state
      // The last failure goes with the new attempt, as the banner says what this one does.
      return { ...state, phase: 'paying', payments: state.payments + 1, failure: undefined }

    case 'paid':
      if (state.phase !== 'paying') return state
      return { ...state, phase: 'paid', result: event.result }

    case 'payFailed':
      if (state.phase !== 'paying') return state
      return {
        ...state,
        phase: 'validated',
        failure: event.message,
        idempotencyKey: event.answered ? event.nextKey : state.idempotencyKey,
      }

    case 'reset':
      return startPayFlow(event.email, event.idempotencyKey, state.round + 1)
  }
}
