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
import { and, count, eq, isNotNull } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { JsonText } from '../db/jsonText'
import { isoTimestamp, queryRows } from '../db/raw'
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

/**
 * The list's WHERE clause for one query, as SQL text on `subscriptions s` with numbered
 * parameters, and its values (the page's count is an uncorrelated subquery on its own `s`).
 * The text depends only on which filters are present (`shape`, a bit per filter), so each shape
 * is one prepared statement: named, so parsed and planned once per connection whatever the
 * values, except for a name search (statementName says why).
 */
interface ListFilter {
  shape: number
  where: string
  values: unknown[]
}

/** The name search's bit in a filter shape. */
const NAME_SEARCH = 256

function listFilter(userId: string, query: SubscriptionListParams, today: string): ListFilter {
  const values: unknown[] = [userId]
  const where = ['s.user_id = $1::uuid']
  let shape = 0
  const add = (bit: number, sql: (...params: string[]) => string, ...args: unknown[]) => {
    shape |= bit
    const params = args.map((value) => {
      values.push(value)
      return `$${values.length}`
    })
    where.push(sql(...params))
  }
  if (query.category) {
    add(
      1,
      (p) =>
        `s.category_id = (select k.id from categories k where lower(k.name) = lower(${p}::text))`,
      query.category,
    )
  }
  if (query.status === 'active') add(2, (p) => `s.end_date >= ${p}::date`, today)
  if (query.status === 'expired') add(4, (p) => `s.end_date < ${p}::date`, today)
  if (query.currency) add(8, (p) => `s.currency_code = ${p}::text`, query.currency)
  // A date range applies only with both ends (spec §5 Filters); one end alone is ignored.
  const startFrom = query['startDate[from]']
  const startTo = query['startDate[to]']
  if (startFrom && startTo) {
    add(
      16,
      (a, b) => `s.start_date >= ${a}::date and s.start_date <= ${b}::date`,
      startFrom,
      startTo,
    )
  }
  const endFrom = query['endDate[from]']
  const endTo = query['endDate[to]']
  if (endFrom && endTo) {
    add(32, (a, b) => `s.end_date >= ${a}::date and s.end_date <= ${b}::date`, endFrom, endTo)
  }
  // Amount bounds are in major units and each may stand alone.
  const amountFrom = query['amount[from]']
  const amountTo = query['amount[to]']
  if (amountFrom !== undefined) {
    const bound = boundToMinor(amountFrom, 'from', MAX_AMOUNT_MINOR).toString()
    add(64, (p) => `s.amount_minor >= ${p}::bigint`, bound)
  }
  if (amountTo !== undefined) {
    const bound = boundToMinor(amountTo, 'to', MAX_AMOUNT_MINOR).toString()
    add(128, (p) => `s.amount_minor <= ${p}::bigint`, bound)
  }
  if (query.name) {
    const pattern = `%${escapeLike(query.name)}%`
    add(NAME_SEARCH, (p) => `lower(s.name) like lower(${p}::text) escape '\\'`, pattern)
  }
  return { shape, where: where.join(' and '), values }
}

/**
 * The prepared statement's name for a filter shape, or none for a shape with a name search.
 * After five runs PostgreSQL may keep one generic plan per named statement, estimated without
 * the values; an infix LIKE's pattern is then a guess (0.5 % of rows), and the plan it picks
 * can read every row of a user through the wrong index (bench/list-plans.ts: 9.8 ms against
 * 3.2 ms with the pattern known, for expired rows named 'net'). A search runs unnamed, so it is
 * planned with its values each time; every other shape keeps its plan.
 */
const statementName = (prefix: string, filter: ListFilter) =>
  filter.shape & NAME_SEARCH ? undefined : `${prefix}_${filter.shape}`

/** The page statement of each filter shape, built once. */
const pageSql = new Map<number, string>()

/** Where the count sits in a page row (listPageSql's last column). */
const LIST_TOTAL = 13

function listPageSql(filter: ListFilter): string {
  let text = pageSql.get(filter.shape)
  if (text === undefined) {
    const limit = `$${filter.values.length + 1}`
    const offset = `$${filter.values.length + 2}`
    // Unfiltered, the total is the count the database keeps (migration 0007); filtered, the
    // matches are counted (an uncorrelated subquery, run once).
    const countSql =
      filter.shape === 0
        ? `coalesce((select n.n from subscription_counts n where n.user_id = $1::uuid), 0)`
        : `(select count(*) from subscriptions s where ${filter.where})`
    text = `select s.id, s.parent_id, s.name, s.amount_minor, s.currency_code, c.name,
  s.start_date::text, s.end_date::text, s.description, s.auto_renew, s.is_paid,
  ${isoTimestamp('s.created_at')}, ${isoTimestamp('s.updated_at')},
  ${countSql}
from subscriptions s join categories c on c.id = s.category_id
where ${filter.where}
order by s.created_at desc, s.id desc
limit ${limit}::bigint offset ${offset}::bigint`
    pageSql.set(filter.shape, text)
  }
  return text
}

/**
 * A page row (listPageSql's columns, the driver's values) as the JSON text JSON.stringify writes
 * for the contract's Subscription (what `serialize` builds for one row): keys in its order, no
 * spaces, strings through JSON.stringify; uuids, dates and the database's ISO timestamps need no
 * escaping. The page is written as text instead of 200 objects serialised again: neither the
 * objects nor JSON.stringify's walk over them (db/jsonText.ts). test/subscriptions-list.test.ts
 * compares each row with the single subscription's answer, byte for byte.
 */
function listItemJson(row: unknown[], today: string): string {
  const id = row[0] as string
  const parentId = row[1] as string | null
  const endDate = row[7] as string
  const description = row[8] as string | null
  return (
    `{"uid":"${id}","id":"${id}","name":${JSON.stringify(row[2])}` +
    // Below 2^53 (MAX_AMOUNT_MINOR), so this is koboToAmount's number exactly, printed as
    // JSON.stringify prints it.
    `,"amount":${Number(row[3] as string) / 100}` +
    `,"currency_code":${JSON.stringify(row[4])},"category":{"name":${JSON.stringify(row[5])}}` +
    `,"start_date":"${row[6] as string}","end_date":"${endDate}"` +
    `,"description":${description === null ? 'null' : JSON.stringify(description)}` +
    `,"auto_renew":${row[9] as boolean},"is_paid":${row[10] as boolean}` +
    `,"status":${endDate >= today ? '"active"' : '"expired"'}` +
    `,"parent_id":${parentId === null ? 'null' : `"${parentId}"`}` +
    `,"created_at":"${row[11] as string}","updated_at":"${row[12] as string}"}`
  )
}

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

  return {
    /** One page of the user's subscriptions, newest first (then by id), filtered and searched. */
    async list(
      userId: string,
      query: SubscriptionListParams,
    ): Promise<JsonText<Paginated<Subscription>>> {
      const today = clock.today()
      const perPage = query.per_page ?? DEFAULT_PER_PAGE
      const page = query.page ?? 1
      const offset = (page - 1) * perPage
      const filter = listFilter(userId, query, today)
      // One round trip: the page, each row carrying the count of every match. A page past the
      // end has no row to carry it: then the count alone. An offset past any real count is
      // never sent to the database.
      const rows =
        offset <= MAX_OFFSET
          ? await queryRows(db, statementName('recur_list', filter), listPageSql(filter), [
              ...filter.values,
              perPage,
              offset,
            ])
          : []
      let total = rows.length > 0 ? Number(rows[0]![LIST_TOTAL]) : undefined
      if (total === undefined) {
        if (page === 1) total = 0
        else {
          const [counted] = await queryRows(
            db,
            statementName('recur_list_count', filter),
            `select count(*) from subscriptions s where ${filter.where}`,
            filter.values,
          )
          total = Number(counted?.[0] ?? 0)
        }
      }
      const lastPage = Math.max(1, Math.ceil(total / perPage))
      let data = ''
      for (let i = 0; i < rows.length; i++) {
        data += (i === 0 ? '' : ',') + listItemJson(rows[i]!, today)
      }
      // JSON.stringify's text of { data, current_page, last_page, per_page, total }.
      return new JsonText(
        `{"data":[${data}],"current_page":${page},"last_page":${lastPage},"per_page":${perPage},"total":${total}}`,
      )
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
