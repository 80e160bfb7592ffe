import { createHash, randomUUID } from 'node:crypto'
import { messages, SMARTCARD_FIELD, type PaymentRequest } from '@recur/api'
import { and, eq } from 'drizzle-orm'
import type { PaymentGateway } from '../../adapters/gateway/gateway'
import { providerRequestId, type PurchaseAnswer } from '../../adapters/bills/provider'
import type { Database } from '../../db/database'
import { servicePayments, type WalletTransactionRow } from '../../db/schema'
import type { Clock } from '../../domain/clock'
import { DomainError } from '../../domain/errors'
import type { Catalogue } from '../catalogue'
import { isOwnProduct, needsSmartcard, verifyFor } from '../catalogue'
import type { CategoryService } from '../categories'
import { InsufficientFundsError, newReference, type Ledger } from '../ledger'
import { answerOf, stillInProgress, type PaymentAnswer, type PaymentRow } from './answers'
import { createCardPayments } from './card'
import { createDelivery } from './delivery'
import { createLookup, describe, purchaseOf } from './describe'
import { paymentMessages } from './messages'
import { createRenewals } from './renewal'
import { createSettlement } from './settle'

export { paymentMessages, payPageFor } from './messages'
export type { PaymentAnswer } from './answers'

/**
 * Pay for Service. Order of events, each step safe to repeat:
 * 1. an earlier request with the same (user, Idempotency-Key) is answered from its record;
 * 2. the variation and its price come from the catalogue (never from the client), the
 *    smartcard is verified with the provider;
 * 3. from the wallet: one transaction claims the key (unique index: a concurrent duplicate
 *    waits, then finds the claim), locks the wallet, refuses when short (insufficient-funds,
 *    nothing kept), writes a pending debit and takes the total off the balance;
 *    by card (`card.ts`): one transaction claims the key and opens a pending credit for the
 *    total, then the gateway's checkout is the answer; when the gateway confirms the credit, the
 *    same transaction that credits the wallet writes the debit (so nothing else can spend it);
 * 4. the provider delivers (`delivery.ts`: with a timeout; a timeout, an error or "pending" is
 *    requeried once);
 * 5. one transaction (`settle.ts`): delivered → the debit is final, the paid subscription is
 *    created (and Recur Premium upgrades the plan); otherwise → the debit is reversed into the
 *    wallet and the reason kept.
 * A paid renewal is a payment through the same steps (`renewal.ts`).
 */
export function createServicePaymentService(deps: {
  db: Database
  ledger: Ledger
  catalogue: Catalogue
  categories: CategoryService
  clock: Clock
  gateway: PaymentGateway
  providerTimeoutMs: number
  logger: { error(obj: object, msg: string): void }
}) {
  const { db, ledger, catalogue } = deps
  const provider = catalogue.provider
  const lookup = createLookup(catalogue)
  const deliver = createDelivery({
    provider,
    timeoutMs: deps.providerTimeoutMs,
    logger: deps.logger,
  })
  const finish = createSettlement({ ...deps, lookup })

  const findClaim = async (userId: string, key: string) => {
    const [row] = await db
      .select()
      .from(servicePayments)
      .where(and(eq(servicePayments.userId, userId), eq(servicePayments.idempotencyKey, key)))
      .limit(1)
    return row
  }

  const replay = (claim: PaymentRow, fingerprint: string): PaymentAnswer => {
    if (claim.fingerprint !== fingerprint)
      throw new DomainError('key-reused', paymentMessages.keyReused)
    if (!claim.result) throw new DomainError('in-progress', paymentMessages.inProgress)
    return answerOf(claim)
  }

  /** Steps 4 and 5 for a claimed payment whose debit is written and pending. */
  const fulfil = async (payment: PaymentRow, debit: WalletTransactionRow) => {
    const { service, variation } = await lookup(payment.serviceName, payment.variationCode)
    const answer = await deliver(
      providerRequestId(debit),
      service,
      variation,
      payment.request as PaymentRequest,
      payment.parentSubscriptionId !== null,
    )
    return finish(payment, debit, answer)
  }

  const card = createCardPayments({ ...deps, provider, lookup, findClaim, fulfil })

  const api = {
    hooks: card.hooks,

    /** A card payment's checkout returns to Pay; any other credit's to the wallet. */
    returnPage: card.returnPage,

    /**
     * What became of the caller's card payment whose checkout has `reference` (pending, its
     * result, or why it failed and whether the card's money is in the wallet).
     */
    cardOutcome: card.outcome,

    /**
     * Reconciliation of a debit left pending (the process stopped between the debit and the
     * provider's answer): the provider is asked what became of it, and the payment ends as it
     * would have. "Still pending" leaves it for the next round.
     */
    async reconcileDebit(debit: WalletTransactionRow): Promise<void> {
      const [payment] = await db
        .select()
        .from(servicePayments)
        .where(eq(servicePayments.transactionId, debit.id))
        .limit(1)
      if (!payment) return
      const { service } = await lookup(payment.serviceName, payment.variationCode)
      const answer: PurchaseAnswer = isOwnProduct(service)
        ? { status: 'delivered', providerReference: debit.reference }
        : await provider.requery(providerRequestId(debit))
      if (answer.status === 'pending') return
      await finish(payment, debit, answer)
    },

    async pay(
      userId: string,
      idempotencyKey: string | undefined,
      request: PaymentRequest,
      /** An automatic renewal: the chain's first period, the new row's parent. */
      options: {
        parentSubscriptionId?: string
        /** By card: where the customer's browser is (`publicOrigin`), to come back to. */
        origin?: string
      } = {},
    ): Promise<PaymentAnswer> {
      const key = idempotencyKey ?? randomUUID()
      const { service, variation } = await lookup(request.service_name, request.variation_code)
      const smartcard = needsSmartcard(service) ? request.smartcard_number?.trim() : undefined
      if (needsSmartcard(service) && !smartcard) {
        const label = service.fields.find((f) => f.name === SMARTCARD_FIELD)?.label ?? 'Smartcard'
        throw new DomainError('invalid', messages.validationFailed, {
          smartcard_number: [paymentMessages.required(label)],
        })
      }
      const stored: PaymentRequest = { ...request, smartcard_number: smartcard ?? '' }
      const fingerprint = createHash('sha256')
        .update(
          JSON.stringify([
            service.uid,
            variation.code,
            smartcard ?? '',
            request.phone_number,
            request.email,
            request.auto_renew,
            request.payment_method,
          ]),
        )
        .digest('hex')

      const earlier = await findClaim(userId, key)
      if (earlier) return replay(earlier, fingerprint)

      if (needsSmartcard(service)) await verifyFor(provider, service, smartcard)
      const totalKobo = variation.amountKobo + variation.feeKobo
      const description = describe(service, variation, smartcard)
      const claim = {
        userId,
        idempotencyKey: key,
        fingerprint,
        serviceName: service.name,
        variationCode: variation.code,
        totalKobo,
        paymentMethod: request.payment_method,
        request: stored,
        parentSubscriptionId: options.parentSubscriptionId ?? null,
      }

      if (request.payment_method === 'card') {
        // Only a customer's own request pays by card (renewals pay from the wallet).
        if (options.origin === undefined) throw new Error('a card payment needs its origin')
        const started = await card.start(
          claim,
          request.email,
          description,
          purchaseOf(service, variation, smartcard),
          options.origin,
        )
        return 'fingerprint' in started ? replay(started, fingerprint) : started
      }

      let claimed: { payment: PaymentRow; debit: WalletTransactionRow } | undefined
      try {
        claimed = await db.transaction(async (tx) => {
          const [payment] = await tx
            .insert(servicePayments)
            .values(claim)
            .onConflictDoNothing()
            .returning()
          if (!payment) return undefined
          const debit = await ledger.debit(tx, {
            userId,
            amountKobo: totalKobo,
            reference: newReference('PAY'),
            channel: isOwnProduct(service) ? 'recur' : provider.name,
            description,
          })
          await tx
            .update(servicePayments)
            .set({ transactionId: debit.id })
            .where(eq(servicePayments.id, payment.id))
          return { payment, debit }
        })
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new DomainError('insufficient-funds')
        }
        throw error
      }
      if (!claimed) {
        // A concurrent request with the same key claimed it first.
        return replay((await findClaim(userId, key)) ?? stillInProgress(), fingerprint)
      }
      return fulfil(claimed.payment, claimed.debit)
    },
  }
  const renewals = createRenewals({ db, findClaim, pay: api.pay })
  return { ...api, renewPaid: renewals.renewPaid }
}

export type ServicePaymentService = ReturnType<typeof createServicePaymentService>
