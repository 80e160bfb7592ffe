import type {
  Paginated,
  TransactionFilter,
  TransactionStatus,
  TransactionType,
  WalletTransaction,
} from '@recur/api'
import { TRANSACTION_TYPES } from '@recur/api'
import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { wallets, walletTransactions, type WalletTransactionRow } from '../db/schema'
import { lagosMinuteStamp } from '../domain/calendar'
import { koboToAmount } from '../domain/money'
import { escapeLike } from './subscriptions'

/** Rows per page of GET /wallet/transactions (the spec leaves the page size to us). */
export const TRANSACTIONS_PER_PAGE = 20

/** Thrown inside a debit's transaction when the wallet cannot cover it (rolls it back). */
export class InsufficientFundsError extends Error {
  constructor(
    readonly balanceKobo: bigint,
    readonly neededKobo: bigint,
  ) {
    super('insufficient funds')
    this.name = 'InsufficientFundsError'
  }
}

/**
 * A unique, unguessable reference: RCR-FUND-… for credits, RCR-PAY-<Lagos YYYYMMDDHHII>-… for
 * debits (the time makes the provider's request id, `providerRequestId`).
 */
export const newReference = (kind: 'FUND' | 'PAY', at: Date = new Date()) => {
  const random = randomBytes(10).toString('hex').toUpperCase()
  return kind === 'PAY' ? `RCR-PAY-${lagosMinuteStamp(at)}-${random}` : `RCR-FUND-${random}`
}

export interface NewEntry {
  userId: string
  amountKobo: bigint
  reference: string
  channel: string
  description: string
}

export const serializeTransaction = (row: WalletTransactionRow): WalletTransaction => ({
  id: row.id,
  type: row.type as TransactionType,
  amount: koboToAmount(row.amountKobo),
  currency: 'NGN',
  description: row.description,
  status: row.status as TransactionStatus,
  reference: row.reference,
  created_at: row.createdAt.toISOString(),
})

/**
 * The wallet's ledger. Every change of a balance happens here, in the same database
 * transaction as the ledger row it answers for, after `SELECT … FOR UPDATE` on the wallet row
 * (so two changes to one wallet never interleave), and with a status move that is a single
 * `UPDATE … WHERE status = 'pending'` (so a row settles once, however often it is settled).
 * The wallet's check constraint (balance ≥ 0) is the last line of defence.
 */
export function createLedger(db: Database) {
  /** Locks the user's wallet row until the transaction ends; answers its balance. */
  const lockWallet = async (tx: Executor, userId: string): Promise<bigint> => {
    const [row] = await tx
      .select({ balanceKobo: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .for('update')
    if (!row) throw new Error(`user ${userId} has no wallet`)
    return row.balanceKobo
  }

  const addToBalance = (tx: Executor, userId: string, deltaKobo: bigint) =>
    tx
      .update(wallets)
      .set({ balanceKobo: sql`${wallets.balanceKobo} + ${deltaKobo.toString()}::bigint` })
      .where(eq(wallets.userId, userId))

  /** Moves a pending row to `status`; undefined when it was not pending (already settled). */
  const settle = async (
    tx: Executor,
    id: string,
    status: TransactionStatus,
    failureReason: string | null = null,
  ) => {
    const [row] = await tx
      .update(walletTransactions)
      .set({ status, failureReason })
      .where(and(eq(walletTransactions.id, id), eq(walletTransactions.status, 'pending')))
      .returning()
    return row
  }

  const filterCondition = (filter: TransactionFilter): SQL =>
    (TRANSACTION_TYPES as readonly string[]).includes(filter)
      ? eq(walletTransactions.type, filter)
      : eq(walletTransactions.status, filter)

  return {
    lockWallet,

    async findByReference(reference: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.reference, reference))
        .limit(1)
      return row
    },

    /** One page of the user's transactions, newest first; search in description and reference. */
    async list(
      userId: string,
      query: {
        search?: string | undefined
        page?: number | undefined
        filter?: string | undefined
      },
    ): Promise<Paginated<WalletTransaction>> {
      const where: Array<SQL | undefined> = [eq(walletTransactions.userId, userId)]
      if (query.filter) where.push(filterCondition(query.filter as TransactionFilter))
      if (query.search) {
        const pattern = `%${escapeLike(query.search.toLowerCase())}%`
        where.push(
          sql`(lower(${walletTransactions.description}) like ${pattern} escape '\\' or lower(${walletTransactions.reference}) like ${pattern} escape '\\')`,
        )
      }
      const condition = and(...where)
      const perPage = TRANSACTIONS_PER_PAGE
      const page = query.page ?? 1
      const [counted] = await db.select({ n: count() }).from(walletTransactions).where(condition)
      const total = counted?.n ?? 0
      const offset = (page - 1) * perPage
      const rows =
        offset < total
          ? await db
              .select()
              .from(walletTransactions)
              .where(condition)
              .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
              .limit(perPage)
              .offset(offset)
          : []
      return {
        data: rows.map(serializeTransaction),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      }
    },

    /** A pending credit: no money moves until it is settled. */
    async openCredit(entry: NewEntry, tx: Executor = db): Promise<WalletTransactionRow> {
      const [row] = await tx
        .insert(walletTransactions)
        .values({ ...entry, type: 'credit', status: 'pending' })
        .returning()
      if (!row) throw new Error('insert into wallet_transactions returned no row')
      return row
    },

    /**
     * Settles a pending credit: successful adds its amount to the balance, failed adds nothing.
     * Delivered any number of times, at once or not, it moves the row and the balance once.
     * Answers the row as it now stands (undefined for an unknown reference) and whether this
     * call moved it. `within` runs in the same transaction, under the same wallet lock, right
     * after the move (a card payment takes its debit there).
     */
    async settleCredit(
      reference: string,
      outcome: { ok: true } | { ok: false; reason: string },
      within?: (tx: Executor, credit: WalletTransactionRow) => Promise<void>,
    ): Promise<{ row: WalletTransactionRow; moved: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(walletTransactions)
          .where(
            and(eq(walletTransactions.reference, reference), eq(walletTransactions.type, 'credit')),
          )
          .limit(1)
        if (!found) return undefined
        if (found.status !== 'pending') return { row: found, moved: false }
        await lockWallet(tx, found.userId)
        const moved = outcome.ok
          ? await settle(tx, found.id, 'successful')
          : await settle(tx, found.id, 'failed', outcome.reason)
        if (!moved) {
          const [now] = await tx
            .select()
            .from(walletTransactions)
            .where(eq(walletTransactions.id, found.id))
          return now ? { row: now, moved: false } : undefined
        }
        if (outcome.ok) await addToBalance(tx, found.userId, moved.amountKobo)
        if (within) await within(tx, moved)
        return { row: moved, moved: true }
      })
    },

    /**
     * Within the caller's transaction: locks the wallet, refuses (InsufficientFundsError) when
     * the balance is short, else writes a pending debit and takes its amount off the balance.
     */
    async debit(tx: Executor, entry: NewEntry): Promise<WalletTransactionRow> {
      const balance = await lockWallet(tx, entry.userId)
      if (balance < entry.amountKobo) throw new InsufficientFundsError(balance, entry.amountKobo)
      const [row] = await tx
        .insert(walletTransactions)
        .values({ ...entry, type: 'debit', status: 'pending' })
        .returning()
      if (!row) throw new Error('insert into wallet_transactions returned no row')
      await addToBalance(tx, entry.userId, -entry.amountKobo)
      return row
    },

    /** A pending debit delivered: final, the money stays spent. */
    async completeDebit(tx: Executor, id: string) {
      return settle(tx, id, 'successful')
    },

    /** A pending debit not delivered: reversed, its amount back on the balance, once. */
    async reverseDebit(tx: Executor, userId: string, id: string, reason: string) {
      await lockWallet(tx, userId)
      const moved = await settle(tx, id, 'reversed', reason)
      if (moved) await addToBalance(tx, userId, moved.amountKobo)
      return moved
    },
  }
}

export type Ledger = ReturnType<typeof createLedger>
