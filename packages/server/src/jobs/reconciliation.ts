import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { walletTransactions, type WalletTransactionRow } from '../db/schema'
import { claimDue } from './claim'
import type { FundingService } from '../services/funding'
import type { ServicePaymentService } from '../services/payments/servicePayment'
import { every } from './every'

export interface ReconciliationLogger {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * Re-checks ledger rows left pending: credits whose checkout nobody confirmed (asked of the
 * gateway again) and debits whose payment stopped half-way (asked of the provider). Rows are
 * claimed with `FOR UPDATE SKIP LOCKED` and a lease (`next_check_at`), so two server instances
 * on one PostgreSQL never look at the same row in the same round.
 */
export function createReconciliation(deps: {
  db: Database
  funding: FundingService
  servicePayment: ServicePaymentService
  now: () => Date
  /** Only rows at least this old (well past the provider's timeout). */
  afterMs: number
  /** Every this often (0: never, the tests call `runOnce`). */
  intervalMs: number
  logger: ReconciliationLogger
  batchSize?: number
}) {
  const { db } = deps
  const batch = deps.batchSize ?? 50

  /** Claims up to `batch` due pending rows for one lease period; no other claimer gets them. */
  const claim = (): Promise<WalletTransactionRow[]> => {
    const now = deps.now()
    return claimDue(db, {
      table: walletTransactions,
      id: walletTransactions.id,
      due: and(
        eq(walletTransactions.status, 'pending'),
        lt(walletTransactions.createdAt, new Date(now.getTime() - deps.afterMs)),
        or(isNull(walletTransactions.nextCheckAt), lt(walletTransactions.nextCheckAt, now)),
      ),
      orderBy: asc(walletTransactions.createdAt),
      batch,
      take: (tx, ids) =>
        tx
          .update(walletTransactions)
          .set({
            nextCheckAt: new Date(now.getTime() + deps.afterMs),
            updatedAt: sql`${walletTransactions.updatedAt}`,
          })
          .where(inArray(walletTransactions.id, ids))
          .returning(),
    })
  }

  const runOnce = async () => {
    const rows = await claim()
    let settled = 0
    for (const row of rows) {
      try {
        if (row.type === 'credit') await deps.funding.confirmCredit(row.reference)
        else await deps.servicePayment.reconcileDebit(row)
        settled += 1
      } catch (error) {
        deps.logger.error({ err: error, reference: row.reference }, 'reconciliation failed')
      }
    }
    if (rows.length > 0) deps.logger.info({ claimed: rows.length, settled }, 'reconciled')
    return rows.map((row) => row.reference)
  }

  return {
    runOnce,
    ...every(deps.intervalMs, runOnce, (error) =>
      deps.logger.error({ err: error }, 'reconciliation failed'),
    ),
  }
}

export type Reconciliation = ReturnType<typeof createReconciliation>
