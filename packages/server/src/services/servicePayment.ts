import { createHash, randomUUID } from 'node:crypto'
import {
  href,
  messages,
  pages,
  RECUR_PREMIUM_NAME,
  SMARTCARD_FIELD,
  type CardPaymentOutcome,
  type CardPaymentPending,
  type PaymentRequest,
  type PaymentResult,
} from '@recur/api'
import { addMonths, format, parseISO } from 'date-fns'
import { and, count, desc, eq, like, max, or } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import {
  servicePayments,
  subscriptions,
  walletTransactions,
  type WalletTransactionRow,
} from '../db/schema'
import { HttpError } from '../http/errors'
import { addDays, laterOf } from './calendar'
import type { Catalogue } from './catalogue'
import { isOwnProduct, needsSmartcard, verifyFor } from './catalogue'
import type { CategoryService } from './categories'
import type { Clock } from './clock'
import type { CheckoutPurchase, PaymentGateway } from './funding/gateway'
import { walletCallbackUrl, type SettlementHooks } from './funding/funding'
import { InsufficientFundsError, newReference, type Ledger } from './ledger'
import { formatNaira as naira, koboToAmount } from './money'
import {
  providerRequestId,
  type ProviderService,
  type ProviderVariation,
  type PurchaseAnswer,
} from './providers/provider'

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

/** What a payment answered: replayed as-is to every retry with the same Idempotency-Key. */
export interface StoredAnswer {
  status: number
  message: string
  data: PaymentResult | CardPaymentPending | null
}

type PaymentRow = typeof servicePayments.$inferSelect

/** Where a card payment's checkout returns to: Pay, which reads the outcome by the reference. */
export const payPageFor = (reference: string) => href(pages.pay, { reference })

const maskNumber = (n: string) => (n.length > 6 ? `${n.slice(0, 4)}****${n.slice(-2)}` : n)

const endDate = (start: string, months: number) =>
  format(addMonths(parseISO(start), months), 'yyyy-MM-dd')

const withTimeout = async <T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T | 'timeout'> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('provider timeout')), ms)
  try {
    return await run(controller.signal)
  } catch (error) {
    if (controller.signal.aborted) return 'timeout'
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Pay for Service. Order of events, each step safe to repeat:
 * 1. an earlier request with the same (user, Idempotency-Key) is answered from its record;
 * 2. the variation and its price come from the catalogue (never from the client), the
 *    smartcard is verified with the provider;
 * 3. from the wallet: one transaction claims the key (unique index: a concurrent duplicate
 *    waits, then finds the claim), locks the wallet, refuses when short (402, nothing kept),
 *    writes a pending debit and takes the total off the balance;
 *    by card: one transaction claims the key and opens a pending credit for the total, then the
 *    gateway's checkout is the answer; when the gateway confirms the credit, the same
 *    transaction that credits the wallet writes the debit (so nothing else can spend it);
 * 4. the provider delivers (with a timeout; a timeout, an error or "pending" is requeried once);
 * 5. one transaction: delivered → the debit is final, the paid subscription is created (and
 *    Recur Premium upgrades the plan); otherwise → the debit is reversed into the wallet and
 *    the reason kept.
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
  const { db, ledger, catalogue, clock } = deps
  const provider = catalogue.provider

  const findClaim = async (userId: string, key: string) => {
    const [row] = await db
      .select()
      .from(servicePayments)
      .where(and(eq(servicePayments.userId, userId), eq(servicePayments.idempotencyKey, key)))
      .limit(1)
    return row
  }

  const replay = (claim: PaymentRow, fingerprint: string): StoredAnswer => {
    if (claim.fingerprint !== fingerprint) throw new HttpError(422, paymentMessages.keyReused)
    if (!claim.result) throw new HttpError(409, paymentMessages.inProgress)
    return claim.result as StoredAnswer
  }

  const lookup = async (serviceName: string, variationCode: string) => {
    const service = await catalogue.find(serviceName)
    const variation = service.variations.find((v) => v.code === variationCode)
    if (!variation) {
      throw new HttpError(422, paymentMessages.unknownVariation, {
        variation_code: [paymentMessages.unknownVariation],
      })
    }
    return { service, variation }
  }

  const describe = (
    service: ProviderService,
    variation: ProviderVariation,
    smartcard: string | undefined,
  ) => {
    const label = service.fields.find((f) => f.name === SMARTCARD_FIELD)?.label ?? 'Smartcard'
    return smartcard
      ? `${variation.name} (${label} ${maskNumber(smartcard)})`
      : `${variation.name} (${variation.months} month${variation.months === 1 ? '' : 's'})`
  }

  const deliver = async (
    requestId: string,
    service: ProviderService,
    variation: ProviderVariation,
    request: PaymentRequest,
    renewal: boolean,
  ): Promise<PurchaseAnswer> => {
    if (isOwnProduct(service)) return { status: 'delivered', providerReference: requestId }
    try {
      const answer = await withTimeout(
        (signal) =>
          provider.purchase(
            {
              requestId,
              subscriptionType: renewal ? 'renew' : 'change',
              service,
              variation,
              smartcardNumber: request.smartcard_number?.trim() || undefined,
              phoneNumber: request.phone_number,
              email: request.email,
            },
            signal,
          ),
        deps.providerTimeoutMs,
      )
      if (answer !== 'timeout' && answer.status !== 'pending') return answer
    } catch (error) {
      deps.logger.error({ err: error, requestId }, 'provider purchase failed; requerying')
    }
    // A timeout, an error or "pending": ask once more what became of it.
    try {
      const again = await provider.requery(requestId)
      if (again.status !== 'pending') return again
    } catch (error) {
      deps.logger.error({ err: error, requestId }, 'provider requery failed')
    }
    return { status: 'failed', message: paymentMessages.timedOut }
  }

  /** The payment's stored answer as it stands now (after someone else finished it). */
  const storedAnswer = async (paymentId: string): Promise<StoredAnswer> => {
    const [row] = await db
      .select({ result: servicePayments.result, status: servicePayments.status })
      .from(servicePayments)
      .where(eq(servicePayments.id, paymentId))
    if (!row?.result || row.status === 'processing') {
      throw new HttpError(409, paymentMessages.inProgress)
    }
    return row.result as StoredAnswer
  }

  /**
   * A paid period starts today; a renewal extends its chain from the day after the latest end
   * (as bouquet providers extend an active subscription), or starts today once that has passed.
   */
  const periodStart = async (tx: Executor, payment: PaymentRow): Promise<string> => {
    const today = clock.today()
    const root = payment.parentSubscriptionId
    if (!root) return today
    const [chain] = await tx
      .select({ end: max(subscriptions.endDate) })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, payment.userId),
          or(eq(subscriptions.id, root), eq(subscriptions.parentId, root)),
        ),
      )
    return chain?.end ? laterOf(addDays(chain.end, 1), today) : today
  }

  /**
   * Step 5: settles the pending debit by the provider's answer, in one transaction. When the
   * debit was settled meanwhile (by reconciliation), changes nothing and answers what is stored.
   */
  const finish = async (
    payment: PaymentRow,
    debit: WalletTransactionRow,
    answer: PurchaseAnswer,
  ): Promise<StoredAnswer> => {
    const request = payment.request as PaymentRequest
    const { service, variation } = await lookup(payment.serviceName, payment.variationCode)
    // Outside the transaction: on PGlite a query on `db` inside it would wait for it.
    const categoryId = await deps.categories.idFor(service.name)

    const settled = await db.transaction(async (tx): Promise<StoredAnswer | undefined> => {
      if (answer.status === 'delivered') {
        const completed = await ledger.completeDebit(tx, debit.id)
        if (!completed) return undefined
        const start = await periodStart(tx, payment)
        const end = endDate(start, variation.months)
        const name = isOwnProduct(service) ? RECUR_PREMIUM_NAME : variation.name
        const smartcard = request.smartcard_number?.trim()
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            userId: payment.userId,
            parentId: payment.parentSubscriptionId,
            name,
            amountMinor: payment.totalKobo,
            currencyCode: 'NGN',
            categoryId,
            startDate: start,
            endDate: end,
            description: smartcard
              ? `Paid through Recur (${maskNumber(smartcard)})`
              : 'Paid through Recur',
            autoRenew: request.auto_renew,
            isPaid: true,
          })
          .returning({ id: subscriptions.id })
        const result: StoredAnswer = {
          status: 200,
          message: messages.paymentSuccessful,
          data: {
            name,
            amount: koboToAmount(payment.totalKobo),
            status: 'active',
            start_date: start,
            end_date: end,
          },
        }
        await tx
          .update(servicePayments)
          .set({ status: 'successful', subscriptionId: subscription?.id ?? null, result })
          .where(eq(servicePayments.id, payment.id))
        return result
      }
      const reason = answer.status === 'failed' ? answer.message : paymentMessages.timedOut
      const reversed = await ledger.reverseDebit(tx, payment.userId, debit.id, reason)
      if (!reversed) return undefined
      const refund =
        payment.paymentMethod === 'card'
          ? paymentMessages.cardRefunded(payment.totalKobo)
          : paymentMessages.refunded
      const result: StoredAnswer = { status: 502, message: `${reason} ${refund}`, data: null }
      await tx
        .update(servicePayments)
        .set({ status: 'failed', result })
        .where(eq(servicePayments.id, payment.id))
      return result
    })
    return settled ?? storedAnswer(payment.id)
  }

  /** What the card checkout shows: the service, the bouquet, the smartcard, amount and fee. */
  const purchaseOf = (
    service: ProviderService,
    variation: ProviderVariation,
    smartcard: string | undefined,
  ): CheckoutPurchase => {
    const field = service.fields.find((f) => f.name === SMARTCARD_FIELD)
    return {
      title: isOwnProduct(service) ? RECUR_PREMIUM_NAME : variation.name,
      lines: [
        { label: 'Service', value: service.name },
        { label: 'Bouquet', value: variation.name },
        ...(smartcard && field ? [{ label: field.label, value: maskNumber(smartcard) }] : []),
        { label: 'Period', value: `${variation.months} month${variation.months === 1 ? '' : 's'}` },
        { label: 'Price', value: naira(variation.amountKobo) },
        { label: 'Fee', value: naira(variation.feeKobo) },
      ],
    }
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

  /** By card: claim, open the credit, and answer the gateway's checkout. */
  const startCard = async (
    claim: typeof servicePayments.$inferInsert,
    email: string,
    description: string,
    purchase: CheckoutPurchase,
    origin: string,
  ): Promise<StoredAnswer | PaymentRow> => {
    const reference = newReference('FUND')
    const opened = await db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(servicePayments)
        .values(claim)
        .onConflictDoNothing()
        .returning()
      if (!payment) return undefined
      const credit = await ledger.openCredit(
        {
          userId: claim.userId,
          amountKobo: claim.totalKobo,
          reference,
          channel: deps.gateway.name,
          description: `Card payment: ${description}`,
        },
        tx,
      )
      await tx
        .update(servicePayments)
        .set({ creditTransactionId: credit.id })
        .where(eq(servicePayments.id, payment.id))
      return payment
    })
    if (!opened) return (await findClaim(claim.userId, claim.idempotencyKey)) ?? failNoClaim()
    let paymentUrl: string
    try {
      ;({ paymentUrl } = await deps.gateway.initialize({
        reference,
        amountKobo: claim.totalKobo,
        email,
        purchase,
        callbackUrl: walletCallbackUrl(origin, reference),
      }))
    } catch (error) {
      deps.logger.error({ err: error, reference }, 'gateway initialize failed')
      await ledger.settleCredit(
        reference,
        { ok: false, reason: paymentMessages.gatewayDown },
        hooks.within,
      )
      throw new HttpError(502, paymentMessages.gatewayDown)
    }
    const result: StoredAnswer = {
      status: 200,
      message: paymentMessages.cardCheckout,
      data: { payment_url: paymentUrl, reference },
    }
    // Only while still open: a checkout settled in the meantime has written its own answer.
    await db
      .update(servicePayments)
      .set({ result })
      .where(and(eq(servicePayments.id, opened.id), eq(servicePayments.status, 'processing')))
    return result
  }

  const failNoClaim = (): never => {
    throw new HttpError(409, paymentMessages.inProgress)
  }

  const paymentForCredit = async (tx: Executor, creditId: string) => {
    const [payment] = await tx
      .select()
      .from(servicePayments)
      .where(eq(servicePayments.creditTransactionId, creditId))
      .limit(1)
    return payment
  }

  /** A card payment's credit settling: debit in the same transaction, then fulfil. */
  const hooks: SettlementHooks = {
    async within(tx, credit) {
      const payment = await paymentForCredit(tx, credit.id)
      if (!payment) return
      if (credit.status !== 'successful') {
        const result: StoredAnswer = {
          status: 502,
          message: paymentMessages.cardNotCompleted(
            credit.failureReason ?? paymentMessages.checkoutNotPaid,
          ),
          data: null,
        }
        await tx
          .update(servicePayments)
          .set({ status: 'failed', result })
          .where(eq(servicePayments.id, payment.id))
        return
      }
      const request = payment.request as PaymentRequest
      const { service, variation } = await lookup(payment.serviceName, payment.variationCode)
      const debit = await ledger.debit(tx, {
        userId: payment.userId,
        amountKobo: payment.totalKobo,
        reference: newReference('PAY'),
        channel: isOwnProduct(service) ? 'recur' : provider.name,
        description: describe(service, variation, request.smartcard_number?.trim() || undefined),
      })
      await tx
        .update(servicePayments)
        .set({ transactionId: debit.id })
        .where(eq(servicePayments.id, payment.id))
    },
    async after(credit) {
      const payment = await paymentForCredit(db, credit.id)
      if (!payment?.transactionId || payment.status !== 'processing') return
      const [debit] = await db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.id, payment.transactionId))
      if (debit?.status === 'pending') await fulfil(payment, debit)
    },
  }

  /**
   * The Idempotency-Key of the next paid renewal of a row: `renew:<id>`, then `renew:<id>#<n>`
   * after n failed attempts. Two requests for the same renewal (a double-click, the job and a
   * click) derive the same key, so only one pays; a failed attempt does not block the next one.
   */
  const renewalKey = async (userId: string, subscriptionId: string) => {
    const base = `renew:${subscriptionId}`
    const [row] = await db
      .select({ n: count() })
      .from(servicePayments)
      .where(
        and(
          eq(servicePayments.userId, userId),
          eq(servicePayments.status, 'failed'),
          or(
            eq(servicePayments.idempotencyKey, base),
            like(servicePayments.idempotencyKey, `${base}#%`),
          ),
        ),
      )
    const failed = row?.n ?? 0
    return failed === 0 ? base : `${base}#${failed}`
  }

  const api = {
    hooks,

    /** A card payment's checkout returns to Pay; any other credit's to the wallet. */
    async returnPage(credit: WalletTransactionRow): Promise<string | undefined> {
      return (await paymentForCredit(db, credit.id)) ? payPageFor(credit.reference) : undefined
    },

    /**
     * What became of the caller's card payment whose checkout has `reference`: pending until the
     * checkout and the provider have answered, then its result or why it failed and whether the
     * card's money is in the wallet. Another user's reference, or a funding's, is a 404.
     */
    async cardOutcome(userId: string, reference: string): Promise<CardPaymentOutcome> {
      const [row] = await db
        .select({ payment: servicePayments, credit: walletTransactions })
        .from(servicePayments)
        .innerJoin(
          walletTransactions,
          eq(walletTransactions.id, servicePayments.creditTransactionId),
        )
        .where(and(eq(servicePayments.userId, userId), eq(walletTransactions.reference, reference)))
        .limit(1)
      if (!row) throw new HttpError(404, messages.notFound)
      const { payment, credit } = row
      const request = payment.request as PaymentRequest
      const { service, variation } = await lookup(payment.serviceName, payment.variationCode)
      const stored = payment.result as StoredAnswer | null
      const status = payment.status === 'processing' ? 'pending' : payment.status
      return {
        reference,
        status: status === 'successful' ? 'successful' : status === 'failed' ? 'failed' : 'pending',
        description: describe(service, variation, request.smartcard_number?.trim() || undefined),
        amount: koboToAmount(payment.totalKobo),
        result: status === 'successful' ? ((stored?.data as PaymentResult | null) ?? null) : null,
        message: status === 'failed' ? (stored?.message ?? null) : null,
        refunded_to_wallet: status === 'failed' && credit.status === 'successful',
      }
    },

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

    /**
     * Renews a paid subscription by paying for it again from the wallet, through `pay`: the
     * service, bouquet, smartcard, phone and e-mail of the payment that created the row, price
     * and dates as Pay sets them, the new row chained to the root (`parent_id`), under the key
     * from `renewalKey`. Delivered → the old row's auto-renew is turned off (it moves to the new
     * period) and the new row's id is answered. 402 when the wallet is short (nothing written),
     * 409 while the same renewal is still running, 422 when the row has no payment on record,
     * and a failed payment (reversed) answers 502 'Payment failed: …'.
     */
    async renewPaid(
      userId: string,
      subscriptionId: string,
      options: { autoRenew?: boolean } = {},
    ): Promise<string> {
      const [old] = await db
        .select({
          id: subscriptions.id,
          parentId: subscriptions.parentId,
          autoRenew: subscriptions.autoRenew,
          isPaid: subscriptions.isPaid,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
        .limit(1)
      if (!old?.isPaid) throw new HttpError(404, messages.notFound)
      const [paid] = await db
        .select({ request: servicePayments.request })
        .from(servicePayments)
        .where(
          and(eq(servicePayments.subscriptionId, old.id), eq(servicePayments.status, 'successful')),
        )
        .orderBy(desc(servicePayments.createdAt))
        .limit(1)
      if (!paid) throw new HttpError(422, paymentMessages.noPaymentOnRecord)
      const request: PaymentRequest = {
        ...(paid.request as PaymentRequest),
        payment_method: 'wallet',
        auto_renew: options.autoRenew ?? old.autoRenew,
      }
      const key = await renewalKey(userId, old.id)
      try {
        await api.pay(userId, key, request, { parentSubscriptionId: old.parentId ?? old.id })
      } catch (error) {
        // The same renewal asked with another auto-renew: what the claim became decides.
        const reused = error instanceof HttpError && error.message === paymentMessages.keyReused
        if (!reused) throw error
      }
      const claim = await findClaim(userId, key)
      if (claim?.status === 'successful') {
        // Its new row was deleted since: the period was renewed (and paid) all the same.
        if (!claim.subscriptionId) throw new HttpError(409, paymentMessages.alreadyRenewed)
        await db.update(subscriptions).set({ autoRenew: false }).where(eq(subscriptions.id, old.id))
        return claim.subscriptionId
      }
      if (claim?.status === 'failed') {
        const stored = claim.result as StoredAnswer | null
        throw new HttpError(
          502,
          paymentMessages.renewalFailed(stored?.message ?? paymentMessages.timedOut),
        )
      }
      throw new HttpError(409, paymentMessages.inProgress)
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
    ): Promise<StoredAnswer> {
      const key = idempotencyKey ?? randomUUID()
      const { service, variation } = await lookup(request.service_name, request.variation_code)
      const smartcard = needsSmartcard(service) ? request.smartcard_number?.trim() : undefined
      if (needsSmartcard(service) && !smartcard) {
        const label = service.fields.find((f) => f.name === SMARTCARD_FIELD)?.label ?? 'Smartcard'
        throw new HttpError(422, messages.validationFailed, {
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
        const started = await startCard(
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
          throw new HttpError(402, messages.insufficientFunds)
        }
        throw error
      }
      if (!claimed) {
        // A concurrent request with the same key claimed it first.
        return replay((await findClaim(userId, key)) ?? failNoClaim(), fingerprint)
      }
      return fulfil(claimed.payment, claimed.debit)
    },
  }
  return api
}

export type ServicePaymentService = ReturnType<typeof createServicePaymentService>
