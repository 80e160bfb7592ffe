import type { PaymentRequest } from '@recur/api'
import { and, count, desc, eq, like, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { servicePayments, subscriptions } from '../../db/schema'
import { DomainError, isDomainError } from '../../domain/errors'
import type { PaymentRow, StoredAnswer } from './answers'
import { paymentMessages } from './messages'

/**
 * Renewing a paid subscription is paying for it again, through Pay for Service itself (`pay`),
 * so the job and a click share one path and one key.
 */
export function createRenewals(deps: {
  db: Database
  findClaim: (userId: string, key: string) => Promise<PaymentRow | undefined>
  pay: (
    userId: string,
    idempotencyKey: string,
    request: PaymentRequest,
    options: { parentSubscriptionId: string },
  ) => Promise<unknown>
}) {
  const { db, findClaim } = deps

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

  /**
   * Renews a paid subscription by paying for it again from the wallet, through `pay`: the
   * service, bouquet, smartcard, phone and e-mail of the payment that created the row, price
   * and dates as Pay sets them, the new row chained to the root (`parent_id`), under the key
   * from `renewalKey`. Delivered → the old row's auto-renew is turned off (it moves to the new
   * period) and the new row's id is answered. Refused as insufficient-funds when the wallet is
   * short (nothing written), in-progress while the same renewal is still running,
   * nothing-to-renew when the row has no payment on record, and payment-failed ('Payment
   * failed: …') when the payment failed (and was reversed).
   */
  async function renewPaid(
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
    if (!old?.isPaid) throw new DomainError('not-found')
    const [paid] = await db
      .select({ request: servicePayments.request })
      .from(servicePayments)
      .where(
        and(eq(servicePayments.subscriptionId, old.id), eq(servicePayments.status, 'successful')),
      )
      .orderBy(desc(servicePayments.createdAt))
      .limit(1)
    if (!paid) throw new DomainError('nothing-to-renew', paymentMessages.noPaymentOnRecord)
    const request: PaymentRequest = {
      ...(paid.request as PaymentRequest),
      payment_method: 'wallet',
      auto_renew: options.autoRenew ?? old.autoRenew,
    }
    const key = await renewalKey(userId, old.id)
    try {
      await deps.pay(userId, key, request, { parentSubscriptionId: old.parentId ?? old.id })
    } catch (error) {
      // The same renewal asked with another auto-renew: what the claim became decides.
      const reused = isDomainError(error, 'key-reused')
      if (!reused) throw error
    }
    const claim = await findClaim(userId, key)
    if (claim?.status === 'successful') {
      // Its new row was deleted since: the period was renewed (and paid) all the same.
      if (!claim.subscriptionId)
        throw new DomainError('already-renewed', paymentMessages.alreadyRenewed)
      await db.update(subscriptions).set({ autoRenew: false }).where(eq(subscriptions.id, old.id))
      return claim.subscriptionId
    }
    if (claim?.status === 'failed') {
      const stored = claim.result as StoredAnswer | null
      throw new DomainError(
        'payment-failed',
        paymentMessages.renewalFailed(stored?.message ?? paymentMessages.timedOut),
      )
    }
    throw new DomainError('in-progress', paymentMessages.inProgress)
  }

  return { renewPaid }
}
