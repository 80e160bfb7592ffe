/*
 * Longer than ~300 lines on purpose: the list, the edits and the renewal of subscription rows
 * share one row mapping, the ownership check and the plan's renewal limit; split, each part
 * would import the others' internals.
 */
import {
  DEFAULT_PER_PAGE,
  messages,
  type CurrencyCode,
  type Paginated,
  type RenewSubscriptionPayload,
  type Subscription,
  type SubscriptionListParams,
  type SubscriptionPayload,
} from '@recur/api'
import { and, count, desc, eq, gte, isNotNull, lte, lt, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { categories, MAX_AMOUNT_MINOR, subscriptions, users } from '../db/schema'
import { DomainError } from '../domain/errors'
import { addDays, daysBetween, laterOf } from '../domain/calendar'
import type { CategoryService } from './categories'
import type { Clock } from '../domain/clock'
import { amountToMinor, boundToMinor, koboToAmount } from '../domain/money'
import { renewalLimit } from './plans'
import { planOf } from './premium'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The columns a Subscription is served from. */
const columns = {
  id: subscriptions.id,
  parentId: subscriptions.parentId,
  name: subscriptions.name,
  amountMinor: subscriptions.amountMinor,
  currencyCode: subscriptions.currencyCode,
  categoryName: categories.name,
  categoryId: subscriptions.categoryId,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  description: subscriptions.description,
  autoRenew: subscriptions.autoRenew,
  isPaid: subscriptions.isPaid,
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
}
interface Row {
  id: string
  parentId: string | null
  name: string
  amountMinor: bigint
  currencyCode: string
  categoryName: string
  categoryId: string
  startDate: string
  endDate: string
  description: string | null
  autoRenew: boolean
  isPaid: boolean
  createdAt: Date
  updatedAt: Date
}

/** '%' and '_' (and the escape character itself) match only themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const notFound = () => new DomainError('not-found')

/** More rows than any user has: a page starting past it is empty without asking. */
const MAX_OFFSET = 2 ** 31 - 1

export function createSubscriptionService(deps: {
  db: Database
  clock: Clock
  categories: CategoryService
  freePlanRenewalLimit: number
}) {
  const { db, clock } = deps

  const serialize = (row: Row, today: string): Subscription => ({
    uid: row.id,
    id: row.id,
    name: row.name,
    amount: koboToAmount(row.amountMinor),
    currency_code: row.currencyCode as CurrencyCode,
    category: { name: row.categoryName },
    start_date: row.startDate,
    end_date: row.endDate,
    description: row.description,
    auto_renew: row.autoRenew,
    is_paid: row.isPaid,
    status: row.endDate >= today ? 'active' : 'expired',
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  })

  /** The user's row with this id, or undefined (another user's, or no such row). */
  const findRow = async (userId: string, id: string, tx: Executor = db) => {
    if (!UUID.test(id)) return undefined
    const [row] = await tx
      .select(columns)
      .from(subscriptions)
      .innerJoin(categories, eq(categories.id, subscriptions.categoryId))
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
      .limit(1)
    return row
  }

  const mustFind = async (userId: string, id: string, tx: Executor = db): Promise<Row> => {
    const row = await findRow(userId, id, tx)
    if (!row) throw notFound()
    return row
  }

  const get = async (userId: string, id: string): Promise<Subscription> =>
    serialize(await mustFind(userId, id), clock.today())

  /** Renewals the user has made (rows that renew another): what the plan's limit counts. */
  const renewalsMade = async (userId: string, tx: Executor = db) => {
    const [row] = await tx
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.parentId)))
    return row?.n ?? 0
  }

  const description = (text: string | null | undefined) =>
    text == null || text.trim() === '' ? null : text.trim()

  const conditions = (userId: string, query: SubscriptionListParams, today: string) => {
    const where: Array<SQL | undefined> = [eq(subscriptions.userId, userId)]
    if (query.category) {
      where.push(
        eq(
          subscriptions.categoryId,
          sql`(select ${categories.id} from ${categories} where lower(${categories.name}) = lower(${query.category}))`,
        ),
      )
    }
    if (query.status === 'active') where.push(gte(subscriptions.endDate, today))
    if (query.status === 'expired') where.push(lt(subscriptions.endDate, today))
    if (query.currency) where.push(eq(subscriptions.currencyCode, query.currency))
    // A date range applies only with both ends (spec §5 Filters); one end alone is ignored.
    const startFrom = query['startDate[from]']
    const startTo = query['startDate[to]']
    if (startFrom && startTo) {
      where.push(gte(subscriptions.startDate, startFrom), lte(subscriptions.startDate, startTo))
    }
    const endFrom = query['endDate[from]']
    const endTo = query['endDate[to]']
    if (endFrom && endTo) {
      where.push(gte(subscriptions.endDate, endFrom), lte(subscriptions.endDate, endTo))
    }
    // Amount bounds are in major units and each may stand alone.
    const amountFrom = query['amount[from]']
    const amountTo = query['amount[to]']
    if (amountFrom !== undefined) {
      where.push(gte(subscriptions.amountMinor, boundToMinor(amountFrom, 'from', MAX_AMOUNT_MINOR)))
    }
    if (amountTo !== undefined) {
      where.push(lte(subscriptions.amountMinor, boundToMinor(amountTo, 'to', MAX_AMOUNT_MINOR)))
    }
    if (query.name) {
      const pattern = `%${escapeLike(query.name)}%`
      where.push(sql`lower(${subscriptions.name}) like lower(${pattern}) escape '\\'`)
    }
    return and(...where)
  }

  return {
    /** One page of the user's subscriptions, newest first (then by id), filtered and searched. */
    async list(userId: string, query: SubscriptionListParams): Promise<Paginated<Subscription>> {
      const today = clock.today()
      const perPage = query.per_page ?? DEFAULT_PER_PAGE
      const page = query.page ?? 1
      const where = conditions(userId, query, today)
      const offset = (page - 1) * perPage
      // One round trip: the page, each row carrying the count of every match (an uncorrelated
      // subquery, run once, index-only). A page past the end has no row to carry it: then the
      // count alone. An offset past any real count is never sent to the database.
      const rows =
        offset <= MAX_OFFSET
          ? await db
              .select({
                ...columns,
                total: sql<number>`(select count(*) from ${subscriptions} where ${where})`.mapWith(
                  Number,
                ),
              })
              .from(subscriptions)
              .innerJoin(categories, eq(categories.id, subscriptions.categoryId))
              .where(where)
              .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
              .limit(perPage)
              .offset(offset)
          : []
      let total = rows[0]?.total
      if (total === undefined) {
        if (page === 1) total = 0
        else {
          const [counted] = await db.select({ n: count() }).from(subscriptions).where(where)
          total = counted?.n ?? 0
        }
      }
      const lastPage = Math.max(1, Math.ceil(total / perPage))
      return {
        data: rows.map((row) => serialize(row, today)),
        current_page: page,
        last_page: lastPage,
        per_page: perPage,
        total,
      }
    },

    get,

    async create(userId: string, input: SubscriptionPayload): Promise<Subscription> {
      const categoryId = await deps.categories.idFor(input.name)
      const values: typeof subscriptions.$inferInsert = {
        userId,
        name: input.name,
        amountMinor: amountToMinor(input.amount),
        currencyCode: input.currency,
        categoryId,
        startDate: input.start_date,
        endDate: input.end_date,
        description: description(input.description),
        autoRenew: input.auto_renew,
      }
      const [created] = await db
        .insert(subscriptions)
        .values(values)
        .returning({ id: subscriptions.id })
      if (!created) throw new Error('insert into subscriptions returned no row')
      return get(userId, created.id)
    },

    async update(userId: string, id: string, input: SubscriptionPayload): Promise<Subscription> {
      if (!UUID.test(id)) throw notFound()
      const categoryId = await deps.categories.idFor(input.name)
      const [updated] = await db
        .update(subscriptions)
        .set({
          name: input.name,
          amountMinor: amountToMinor(input.amount),
          currencyCode: input.currency,
          categoryId,
          startDate: input.start_date,
          endDate: input.end_date,
          description: description(input.description),
          autoRenew: input.auto_renew,
        })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
        .returning({ id: subscriptions.id })
      if (!updated) throw notFound()
      return get(userId, id)
    },

    /**
     * A new period as a new row. Its parent_id is the root of the chain (the renewed row's own
     * parent when it is itself a renewal), so every period of a subscription points at the first
     * one. Tracked rows only: a paid row is renewed by paying (servicePayment.renewPaid). Dates default to the day after the old end (or today, if that is later) for as many
     * days as the old period lasted; amount and auto-renew default to the old ones. Counts
     * toward the plan's renewal limit, checked under a lock on the user so two renewals at once
     * cannot both take the last one.
     */
    async renew(
      userId: string,
      id: string,
      input: RenewSubscriptionPayload,
    ): Promise<Subscription> {
      if (!UUID.test(id)) throw notFound()
      const today = clock.today()
      const renewedId = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ plan: users.plan })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
        if (!user) throw new DomainError('unauthenticated')
        const old = await mustFind(userId, id, tx)
        // A paid period is renewed only by paying for it (servicePayment.renewPaid).
        if (old.isPaid) throw new Error('a paid subscription renews through servicePayment')
        const plan = await planOf(tx, { id: userId, plan: user.plan }, today)
        const limit = renewalLimit(plan, deps.freePlanRenewalLimit)
        if (limit !== null && (await renewalsMade(userId, tx)) >= limit) {
          throw new DomainError('limit-reached')
        }
        const duration = daysBetween(old.startDate, old.endDate)
        const startDate = input.start_date ?? laterOf(addDays(old.endDate, 1), today)
        const endDate = input.end_date ?? addDays(startDate, duration)
        if (endDate < startDate) {
          throw new DomainError('invalid', messages.validationFailed, {
            end_date: [messages.endBeforeStart],
          })
        }
        if (endDate < today) {
          throw new DomainError('invalid', messages.validationFailed, {
            end_date: [messages.endBeforeToday],
          })
        }
        const [created] = await tx
          .insert(subscriptions)
          .values({
            userId,
            parentId: old.parentId ?? old.id,
            name: old.name,
            amountMinor: input.amount === undefined ? old.amountMinor : amountToMinor(input.amount),
            currencyCode: old.currencyCode,
            categoryId: old.categoryId,
            startDate,
            endDate,
            description: old.description,
            autoRenew: input.auto_renew ?? old.autoRenew,
          })
          .returning({ id: subscriptions.id })
        if (!created) throw new Error('insert into subscriptions returned no row')
        return created.id
      })
      return get(userId, renewedId)
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound()
      const [removed] = await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
        .returning({ id: subscriptions.id })
      if (!removed) throw notFound()
    },

    /** The plan the user is on today: Premium only through a paid period (services/premium.ts). */
    planOf: (user: { id: string; plan: string }) => planOf(db, user, clock.today()),

    /** Whether the user's plan has no renewal left. */
    async isRenewalLimitReached(userId: string, plan: string): Promise<boolean> {
      const limit = renewalLimit(plan, deps.freePlanRenewalLimit)
      return limit !== null && (await renewalsMade(userId)) >= limit
    },
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
