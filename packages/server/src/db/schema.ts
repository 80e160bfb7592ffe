/*
 * Longer than ~300 lines on purpose: drizzle-kit generates the migrations from this one file,
 * and each table reads best with its constraints and indexes beside its columns.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/*
 * One schema for PGlite (PostgreSQL 18) and PostgreSQL 15: nothing newer than 15 is used, and
 * ids are generated in code. Secrets (session and reset tokens) are stored only as SHA-256 hashes.
 */

const id = () => uuid('id').primaryKey().$defaultFn(randomUUID)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date())

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased; the check keeps the unique index case-insensitive. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    timezone: text('timezone').notNull().default('Africa/Lagos'),
    /**
     * A plan granted outright ('premium': the demo account). A bought Premium is not stored here:
     * it lasts its paid period (services/premium.ts).
     */
    plan: text('plan').notNull().default('free'),
    /**
     * Goes up in the same transaction as every write to anything this user can read (their
     * subscriptions, wallet, ledger, payments, this row): triggers in migration 0006 bump it, so
     * no write path can forget. The answer cache (http/answerCache.ts) keys on it.
     */
    dataVersion: bigint('data_version', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    /**
     * How many days before an end date the expiry reminder is e-mailed, as the account chose it
     * (0: none); null until it chooses, which means the server's REMINDER_DAYS_AHEAD.
     */
    reminderDays: smallint('reminder_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_reminder_days_choice', sql`${t.reminderDays} in (0, 1, 3, 7)`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
)

/** One wallet per user, created with the user. Money is integer kobo, never a float. */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceKobo: bigint('balance_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull().default('NGN'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceKobo} >= 0`)],
)

/**
 * The category catalogue (src/services/categories.ts names them), seeded idempotently at
 * start-up. Subscriptions get theirs from their name; nobody picks one.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.name)],
)

/** Largest amount_minor: MAX_AMOUNT (10^12 major units) in minor units. */
export const MAX_AMOUNT_MINOR = 100_000_000_000_000n

/**
 * One period of a subscription. Money is integer minor units (kobo, cents); dates are calendar
 * dates in Lagos, read back as 'YYYY-MM-DD' strings so no time zone ever shifts them. A renewal
 * is a new row whose parent_id names the first period of its chain (the root).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    isPaid: boolean('is_paid').notNull().default(false),
    /** The auto-renewal job's lease: no other run looks at this row before this instant. */
    renewalClaimedUntil: timestamp('renewal_claimed_until', { withTimezone: true }),
    /** The end date an expiry reminder was sent for (one reminder per period). */
    reminderSentFor: date('reminder_sent_for', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_currency_code', sql`${t.currencyCode} in ('NGN', 'USD', 'GBP', 'EUR')`),
    check('subscriptions_end_not_before_start', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'subscriptions_amount_range',
      sql`${t.amountMinor} between 0 and ${sql.raw(MAX_AMOUNT_MINOR.toString())}`,
    ),
    // The list's stable order (created_at desc, id desc: this index read backwards) and each
    // filter, all within one user.
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Expiring Soon reads its rows in the order it shows them (end date, then name by code
    // point, then id) with what it shows riding along, without a sort or a visit to the table.
    index('subscriptions_user_end_date_idx').on(
      t.userId,
      t.endDate,
      sql`${t.name} collate "C"`,
      t.id,
      t.amountMinor,
      t.currencyCode,
      t.categoryId,
    ),
    // Spend (services/spend.ts): a start-date range of one user, read without visiting the
    // table (an index-only scan): currency, amount and category ride along. It also serves the
    // list's start-date filter, as the (user_id, start_date) index it replaced did.
    index('subscriptions_user_spend_idx').on(
      t.userId,
      t.startDate,
      t.currencyCode,
      t.amountMinor,
      t.categoryId,
    ),
    index('subscriptions_user_currency_idx').on(t.userId, t.currencyCode),
    index('subscriptions_user_category_idx').on(t.userId, t.categoryId),
    index('subscriptions_user_amount_idx').on(t.userId, t.amountMinor),
    // Name search is an infix LIKE on lower(name): a btree cannot seek it, but an index-only
    // scan of this one reads just the user's names (pg_trgm is not assumed on the server).
    index('subscriptions_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    // Chains per root (and the foreign key's ON DELETE SET NULL).
    index('subscriptions_parent_idx').on(t.parentId),
    // Renewals per user (the plan's limit) and the dashboard's most/least renewed, without
    // visiting the table: renewals grouped by parent_id, and the roots (parent_id null) with
    // their names and ids.
    index('subscriptions_user_parent_idx').on(t.userId, t.parentId, t.name, t.id),
    // The auto-renewal job: rows that renew themselves, by end date.
    index('subscriptions_auto_renew_idx')
      .on(t.endDate)
      .where(sql`${t.autoRenew}`),
  ],
)

/**
 * The wallet's ledger, append-only in meaning: a row is written once and afterwards only moves
 * from `pending` to a final status. The wallet's balance changes only in the database
 * transaction that writes or moves a row, under a lock on the wallet row, so at every commit
 * balance = successful credits − (pending + successful) debits.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    /** Unique; what the gateway (credits) or the provider (debits) knows the row by. */
    reference: text('reference').notNull(),
    /** Credits: the gateway that takes the money ('sandbox', 'paystack'); debits: the provider. */
    channel: text('channel').notNull(),
    /** Why a credit failed or a debit was reversed. */
    failureReason: text('failure_reason'),
    /** Reconciliation's lease: a pending row is not looked at again before this instant. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallet_transactions_type', sql`${t.type} in ('credit', 'debit')`),
    check(
      'wallet_transactions_status',
      sql`${t.status} in ('pending', 'successful', 'failed', 'reversed')`,
    ),
    check('wallet_transactions_amount_positive', sql`${t.amountKobo} > 0`),
    check('wallet_transactions_currency', sql`${t.currency} = 'NGN'`),
    // A debit is never 'failed' (it is reversed); a credit is never 'reversed'.
    check(
      'wallet_transactions_status_fits_type',
      sql`(${t.type} = 'credit' and ${t.status} <> 'reversed') or (${t.type} = 'debit' and ${t.status} <> 'failed')`,
    ),
    uniqueIndex('wallet_transactions_reference_unique').on(t.reference),
    // The list: one user's rows, newest first (this index read backwards).
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Reconciliation: pending rows, oldest first.
    index('wallet_transactions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/**
 * One Pay for Service request. `(user_id, idempotency_key)` is unique, so a retried or
 * concurrent duplicate request finds the first one instead of paying again; `result` is what
 * the first one answered (status, message, data), replayed to every retry.
 */
export const servicePayments = pgTable(
  'service_payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The validated request, to refuse a key reused for a different payment. */
    fingerprint: text('fingerprint').notNull(),
    serviceName: text('service_name').notNull(),
    variationCode: text('variation_code').notNull(),
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    /** 'wallet', or 'card': paid at the gateway's checkout into the wallet, then debited. */
    paymentMethod: text('payment_method').notNull().default('wallet'),
    status: text('status').notNull().default('processing'),
    /** The debit that pays for it, once written. */
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    /** The validated request (what to deliver, to whom), for fulfilment after a card checkout. */
    request: jsonb('request').notNull(),
    /** By card: the credit the gateway's checkout settles. */
    creditTransactionId: uuid('credit_transaction_id').references(() => walletTransactions.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** An automatic renewal: the first period of the chain the new row joins (its parent_id). */
    parentSubscriptionId: uuid('parent_subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** The answer given: { status, message, data }. */
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('service_payments_status', sql`${t.status} in ('processing', 'successful', 'failed')`),
    check('service_payments_method', sql`${t.paymentMethod} in ('wallet', 'card')`),
    uniqueIndex('service_payments_user_key_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('service_payments_credit_unique').on(t.creditTransactionId),
  ],
)

/**
 * The sandbox gateway's own books: what its checkout page was told (paid or cancelled). It
 * answers `verify` from here exactly as a real gateway answers from its own.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    reference: text('reference').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    /** success: paid; declined: the test card was refused; abandoned: cancelled. */
    status: text('status').notNull().default('pending'),
    /** What is being paid for, as the checkout shows it (`CheckoutPurchase`). */
    purchase: jsonb('purchase'),
    /** After this instant an unpaid checkout is closed, and verify answers that it expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'sandbox_checkouts_status',
      sql`${t.status} in ('pending', 'success', 'declined', 'abandoned')`,
    ),
  ],
)

/** The exchange rates' exact decimal places (NGN per unit). */
export const RATE_SCALE = 8

/**
 * Exchange rates as NGN per one unit of each currency (NGN itself is 1), in complete sets, one
 * per as-of date. Conversions use the newest set (services/rates.ts). Exact decimals, never
 * floats. The first set is an approximate snapshot inserted by the migration (docs/dashboard.md).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    asOf: date('as_of', { mode: 'string' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    ngnPerUnit: numeric('ngn_per_unit', { precision: 20, scale: RATE_SCALE }).notNull(),
    /** Where the set came from: 'snapshot' (the migration) or the feed's host. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'exchange_rates_pk', columns: [t.asOf, t.currencyCode] }),
    check('exchange_rates_currency_code', sql`${t.currencyCode} in ('NGN', 'USD', 'GBP', 'EUR')`),
    check('exchange_rates_positive', sql`${t.ngnPerUnit} > 0`),
    check('exchange_rates_naira_is_one', sql`${t.currencyCode} <> 'NGN' or ${t.ngnPerUnit} = 1`),
  ],
)

/**
 * One row: the version of the data every user reads alike (exchange rates, categories), bumped
 * by triggers on those tables (migration 0006). The answer cache keys on it too.
 */
export const sharedDataVersion = pgTable(
  'shared_data_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('shared_data_version_one_row', sql`${t.id} = 1`)],
)

/**
 * How many subscriptions each user has (no row: none), kept by a trigger on `subscriptions`
 * (migration 0007) in the same transaction as every insert and delete, whichever instance makes
 * it: the unfiltered list's total without counting the user's rows on every request.
 */
export const subscriptionCounts = pgTable('subscription_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  n: bigint('n', { mode: 'number' })
    .notNull()
    .default(sql`0`),
})

/**
 * Each user's spend per start month (its first day), currency and category: the sum of
 * amount_minor and the row count, a row while the count is above 0. Kept by a trigger on
 * `subscriptions` (migration 0009) in the same transaction as every write, whichever instance or
 * statement makes it, so the dashboard's spend cards (services/spend.ts) read a few hundred
 * cells instead of every subscription row.
 */
export const subscriptionSpend = pgTable(
  'subscription_spend',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    categoryId: uuid('category_id').notNull(),
    /** Exact: numeric, so no number of rows at the largest amount overflows it. */
    amountMinor: numeric('amount_minor').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'subscription_spend_pk',
      columns: [t.userId, t.month, t.currencyCode, t.categoryId],
    }),
  ],
)

/**
 * How many of a user's rows renew each parent_id (a row while above 0), kept by the same trigger
 * (migration 0009): the Most/Least Renewed card without grouping every renewal per request.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    /**
     * The parent's name, kept by the trigger (migration 0010) wherever the parent belongs to
     * this row's user: the card's order (count, then name by code point, then id) is then an
     * index's, and a request reads the five entries it shows instead of sorting every chain.
     */
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'subscription_renewals_pk', columns: [t.userId, t.parentId] }),
    index('subscription_renewals_most_idx').on(
      t.userId,
      t.n.desc(),
      sql`${t.name} collate "C"`,
      t.parentId,
    ),
    index('subscription_renewals_least_idx').on(
      t.userId,
      t.n,
      sql`${t.name} collate "C"`,
      t.parentId,
    ),
  ],
)

/**
 * The private calendar feed of a user (issue 16): at most one address per user, stored only as
 * the SHA-256 of its token. Making a new address replaces the hash (the old address is gone);
 * turning the feed off deletes the row. A write bumps the user's data version (migration 0008).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
)

export type UserRow = typeof users.$inferSelect
export type CategoryRow = typeof categories.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type ExchangeRateRow = typeof exchangeRates.$inferSelect
export type WalletTransactionRow = typeof walletTransactions.$inferSelect
