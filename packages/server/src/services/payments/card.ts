import { type CardPaymentOutcome, type PaymentRequest, type PaymentResult } from '@recur/api'
import { and, eq } from 'drizzle-orm'
import type { CheckoutPurchase, PaymentGateway } from '../../adapters/gateway/gateway'
import type { BillProvider } from '../../adapters/bills/provider'
import type { Database, Executor } from '../../db/database'
import { servicePayments, walletTransactions, type WalletTransactionRow } from '../../db/schema'
import { DomainError } from '../../domain/errors'
import { koboToAmount } from '../../domain/money'
import { isOwnProduct } from '../catalogue'
import { walletCallbackUrl, type SettlementHooks } from '../funding'
import { newReference, type Ledger } from '../ledger'
import {
  stillInProgress,
  toStored,
  type PaymentAnswer,
  type PaymentRow,
  type StoredAnswer,
} from './answers'
import { describe, type Lookup } from './describe'
import { paymentMessages, payPageFor } from './messages'

/**
 * Paying by card: the payment claims its key and opens a pending credit for the total, and the
 * gateway's checkout is the answer. When the gateway confirms the credit, the same transaction
 * that credits the wallet writes the debit (so nothing else can spend it), and fulfilment goes
 * on as for a wallet payment. The checkout returns the browser to Pay, which reads the outcome.
 */
export function createCardPayments(deps: {
  db: Database
  ledger: Ledger
  gateway: PaymentGateway
  provider: BillProvider
  lookup: Lookup
  findClaim: (userId: string, key: string) => Promise<PaymentRow | undefined>
  /** Steps 4 and 5 for a payment whose debit is written and pending. */
  fulfil: (payment: PaymentRow, debit: WalletTransactionRow) => Promise<PaymentAnswer>
  logger: { error(obj: object, msg: string): void }
}) {
  const { db, ledger, lookup, findClaim, provider } = deps

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
        const failed: PaymentAnswer = {
          outcome: 'failed',
          message: paymentMessages.cardNotCompleted(
            credit.failureReason ?? paymentMessages.checkoutNotPaid,
          ),
          data: null,
        }
        await tx
          .update(servicePayments)
          .set({ status: 'failed', result: toStored(failed) })
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
      if (debit?.status === 'pending') await deps.fulfil(payment, debit)
    },
  }

  /** By card: claim, open the credit, and answer the gateway's checkout. */
  const startCard = async (
    claim: typeof servicePayments.$inferInsert,
    email: string,
    description: string,
    purchase: CheckoutPurchase,
    origin: string,
  ): Promise<PaymentAnswer | PaymentRow> => {
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
    if (!opened) return (await findClaim(claim.userId, claim.idempotencyKey)) ?? stillInProgress()
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
      throw new DomainError('gateway-down', paymentMessages.gatewayDown)
    }
    const checkout: PaymentAnswer = {
      outcome: 'checkout',
      message: paymentMessages.cardCheckout,
      data: { payment_url: paymentUrl, reference },
    }
    // Only while still open: a checkout settled in the meantime has written its own answer.
    await db
      .update(servicePayments)
      .set({ result: toStored(checkout) })
      .where(and(eq(servicePayments.id, opened.id), eq(servicePayments.status, 'processing')))
    return checkout
  }

  return {
    hooks,
    start: startCard,

    /** A card payment's checkout returns to Pay; any other credit's to the wallet. */
    async returnPage(credit: WalletTransactionRow): Promise<string | undefined> {
      return (await paymentForCredit(db, credit.id)) ? payPageFor(credit.reference) : undefined
    },

    /**
     * What became of the caller's card payment whose checkout has `reference`: pending until the
     * checkout and the provider have answered, then its result or why it failed and whether the
     * card's money is in the wallet. Another user's reference, or a funding's, is a 404.
     */
    async outcome(userId: string, reference: string): Promise<CardPaymentOutcome> {
      const [row] = await db
        .select({ payment: servicePayments, credit: walletTransactions })
        .from(servicePayments)
        .innerJoin(
          walletTransactions,
          eq(walletTransactions.id, servicePayments.creditTransactionId),
        )
        .where(and(eq(servicePayments.userId, userId), eq(walletTransactions.reference, reference)))
        .limit(1)
      if (!row) throw new DomainError('not-found')
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
  }
}
