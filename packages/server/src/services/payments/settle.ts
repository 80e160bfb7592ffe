import { messages, RECUR_PREMIUM_NAME, type PaymentRequest } from '@recur/api'
import { and, eq, max, or } from 'drizzle-orm'
import type { PurchaseAnswer } from '../../adapters/bills/provider'
import type { Database, Executor } from '../../db/database'
import { servicePayments, subscriptions, type WalletTransactionRow } from '../../db/schema'
import { addDays, laterOf } from '../../domain/calendar'
import type { Clock } from '../../domain/clock'
import { DomainError } from '../../domain/errors'
import { koboToAmount } from '../../domain/money'
import { isOwnProduct } from '../catalogue'
import type { CategoryService } from '../categories'
import type { Ledger } from '../ledger'
import { answerOf, toStored, type PaymentAnswer, type PaymentRow } from './answers'
import { endDate, maskNumber, type Lookup } from './describe'
import { paymentMessages } from './messages'

/**
 * Step 5 of a payment: the pending debit settled by the provider's answer, in one transaction.
 * Delivered → the debit is final and the paid subscription row is created; otherwise → the
 * debit is reversed into the wallet and the reason kept.
 */
export function createSettlement(deps: {
  db: Database
  ledger: Ledger
  clock: Clock
  categories: CategoryService
  lookup: Lookup
}) {
  const { db, ledger, clock, lookup } = deps

  /** The payment's stored answer as it stands now (after someone else finished it). */
  const storedAnswer = async (paymentId: string): Promise<PaymentAnswer> => {
    const [row] = await db
      .select({ result: servicePayments.result, status: servicePayments.status })
      .from(servicePayments)
      .where(eq(servicePayments.id, paymentId))
    if (!row?.result || row.status === 'processing') {
      throw new DomainError('in-progress', paymentMessages.inProgress)
    }
    return answerOf(row)
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
  return async function finish(
    payment: PaymentRow,
    debit: WalletTransactionRow,
    answer: PurchaseAnswer,
  ): Promise<PaymentAnswer> {
    const request = payment.request as PaymentRequest
    const { service, variation } = await lookup(payment.serviceName, payment.variationCode)
    // Outside the transaction: on PGlite a query on `db` inside it would wait for it.
    const categoryId = await deps.categories.idFor(service.name)

    const settled = await db.transaction(async (tx): Promise<PaymentAnswer | undefined> => {
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
        const answer: PaymentAnswer = {
          outcome: 'paid',
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
          .set({
            status: 'successful',
            subscriptionId: subscription?.id ?? null,
            result: toStored(answer),
          })
          .where(eq(servicePayments.id, payment.id))
        return answer
      }
      const reason = answer.status === 'failed' ? answer.message : paymentMessages.timedOut
      const reversed = await ledger.reverseDebit(tx, payment.userId, debit.id, reason)
      if (!reversed) return undefined
      const refund =
        payment.paymentMethod === 'card'
          ? paymentMessages.cardRefunded(payment.totalKobo)
          : paymentMessages.refunded
      const failed: PaymentAnswer = {
        outcome: 'failed',
        message: `${reason} ${refund}`,
        data: null,
      }
      await tx
        .update(servicePayments)
        .set({ status: 'failed', result: toStored(failed) })
        .where(eq(servicePayments.id, payment.id))
      return failed
    })
    return settled ?? storedAnswer(payment.id)
  }
}
