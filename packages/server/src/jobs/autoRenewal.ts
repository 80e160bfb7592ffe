import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../db/database'
import { subscriptions } from '../db/schema'
import { claimDue } from './claim'
import type { Clock } from '../domain/clock'
import { isDomainError } from '../domain/errors'
import type { ServicePaymentService } from '../services/payments/servicePayment'
import type { SubscriptionService } from '../services/subscriptions'
import { every } from './every'

export interface AutoRenewalLogger {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/** What became of one due subscription. */
export type RenewalOutcome = 'renewed' | 'stopped' | 'retry'

/**
 * Renews subscriptions whose period has ended (end_date before today in Lagos) and whose
 * auto-renew is on. A tracked row rolls forward like a manual renewal (within the plan's limit);
 * a paid row is paid again from the wallet through Pay for Service, with the Idempotency-Key
 * `renew:<row id>` (so it can never be paid twice), and the new paid row joins the chain. The
 * auto-renew flag then moves to the new period (the old row's is turned off), which is what
 * makes a renewal happen once. When a renewal cannot happen (the plan's limit, a short wallet,
 * the provider failing), auto-renew is turned off on that row and the reason is logged.
 * Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so two server instances on one
 * PostgreSQL never renew the same row.
 */
export function createAutoRenewal(deps: {
  db: Database
  clock: Clock
  subscriptions: SubscriptionService
  servicePayment: ServicePaymentService
  /** Every this often (0: never; the tests call `runOnce`). */
  intervalMs: number
  logger: AutoRenewalLogger
  leaseMs?: number
  batchSize?: number
}) {
  const { db, clock } = deps
  const leaseMs = deps.leaseMs ?? 10 * 60_000
  const batch = deps.batchSize ?? 50

  const claim = () => {
    const now = clock.now()
    return claimDue(db, {
      table: subscriptions,
      id: subscriptions.id,
      due: and(
        eq(subscriptions.autoRenew, true),
        lt(subscriptions.endDate, clock.today()),
        or(isNull(subscriptions.renewalClaimedUntil), lt(subscriptions.renewalClaimedUntil, now)),
      ),
      orderBy: asc(subscriptions.endDate),
      batch,
      take: (tx, ids) =>
        tx
          .update(subscriptions)
          .set({ renewalClaimedUntil: new Date(now.getTime() + leaseMs) })
          .where(inArray(subscriptions.id, ids))
          .returning({
            id: subscriptions.id,
            userId: subscriptions.userId,
            parentId: subscriptions.parentId,
            isPaid: subscriptions.isPaid,
          }),
    })
  }

  /** Auto-renew moves to the new period (or stops): the old row is never renewed again. */
  const stopAutoRenew = (id: string) =>
    db.update(subscriptions).set({ autoRenew: false }).where(eq(subscriptions.id, id))

  const renewTracked = async (row: { id: string; userId: string }): Promise<RenewalOutcome> => {
    try {
      await deps.subscriptions.renew(row.userId, row.id, {})
    } catch (error) {
      if (!isDomainError(error)) throw error
      deps.logger.warn({ subscription: row.id, reason: error.message }, 'auto-renewal stopped')
      await stopAutoRenew(row.id)
      return 'stopped'
    }
    await stopAutoRenew(row.id)
    return 'renewed'
  }

  const renewPaid = async (row: { id: string; userId: string }): Promise<RenewalOutcome> => {
    try {
      // Pays through Pay for Service under the renewal's derived key (`renew:<row id>`), exactly
      // like POST /subscriptions/renew/:id, so the job and a click never both pay.
      await deps.servicePayment.renewPaid(row.userId, row.id, { autoRenew: true })
    } catch (error) {
      if (!isDomainError(error)) throw error
      // The same renewal is still running elsewhere: try again after the lease.
      if (error.kind === 'in-progress') return 'retry'
      deps.logger.warn({ subscription: row.id, reason: error.message }, 'auto-renewal stopped')
      await stopAutoRenew(row.id)
      return 'stopped'
    }
    return 'renewed'
  }

  const runOnce = async (): Promise<Record<string, RenewalOutcome>> => {
    const rows = await claim()
    const outcomes: Record<string, RenewalOutcome> = {}
    for (const row of rows) {
      try {
        outcomes[row.id] = row.isPaid ? await renewPaid(row) : await renewTracked(row)
      } catch (error) {
        outcomes[row.id] = 'retry'
        deps.logger.error({ err: error, subscription: row.id }, 'auto-renewal failed')
      }
    }
    if (rows.length > 0) deps.logger.info({ claimed: rows.length }, 'auto-renewal ran')
    return outcomes
  }

  return {
    runOnce,
    ...every(deps.intervalMs, runOnce, (error) =>
      deps.logger.error({ err: error }, 'auto-renewal failed'),
    ),
  }
}

export type AutoRenewal = ReturnType<typeof createAutoRenewal>
