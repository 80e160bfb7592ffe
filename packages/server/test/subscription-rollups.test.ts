import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { signUp } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'

/*
 * The dashboard's rollups (migration 0009: `subscription_spend` per user, start month, currency
 * and category; `subscription_renewals` per user and parent, with the parent's name, 0010) against a full aggregate of
 * `subscriptions`, after random writes straight into the table: inserts, every kind of update
 * (the columns the rollups read, a name alone, a row moved to another user, a parent set or
 * cleared, many rows at once), deletes (a deleted root sets its renewals' parent_id to null),
 * several writes in one transaction, transactions rolled back, and writes through the API. The
 * rollups must equal the aggregate exactly, cell for cell, after every batch.
 */

const server = useTestServer({ now })
let owners: Array<{ id: string; token: string }>
let categoryIds: string[]

beforeAll(async () => {
  owners = [await signUp(server), await signUp(server), await signUp(server)]
  categoryIds = (
    await server.db.query<{ id: string }>('select id from categories order by name')
  ).map((row) => row.id)
})

const MAX_AMOUNT_MINOR = 100_000_000_000_000n
const CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR'] as const

/** What a spend cell and a renewal count hold, read from the rollups and from the table. */
async function rollups() {
  const q = (text: string) => server.db.query(text)
  return {
    spend: await q(
      `select user_id::text, month::text, currency_code, category_id::text,
              amount_minor::text, entries::text
         from subscription_spend order by 1, 2, 3, 4`,
    ),
    // The parent's name kept beside a count is read where the card reads it: where the parent
    // belongs to the row's user (migration 0010); elsewhere it may be stale, and is not shown.
    renewals: await q(
      `select k.user_id::text, k.parent_id::text, k.n::text,
              case when p.id is null then null else k.name end as name
         from subscription_renewals k
         left join subscriptions p on p.id = k.parent_id and p.user_id = k.user_id
        order by 1, 2`,
    ),
  }
}

async function aggregates() {
  const q = (text: string) => server.db.query(text)
  return {
    spend: await q(
      `select user_id::text, date_trunc('month', start_date::timestamp)::date::text as month, currency_code,
              category_id::text, sum(amount_minor)::text as amount_minor, count(*)::text as entries
         from subscriptions group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    ),
    renewals: await q(
      `select s.user_id::text, s.parent_id::text, count(*)::text as n, p.name
         from subscriptions s
         left join subscriptions p on p.id = s.parent_id and p.user_id = s.user_id
        where s.parent_id is not null group by 1, 2, 4 order by 1, 2`,
    ),
  }
}

// ---------------------------------------------------------------------------------------------
// Writes, generated as picks and resolved against the rows there are when they run

const dayArb = fc.integer({ min: 0, max: 3 * 366 }).map((day) => {
  const date = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000)
  return date.toISOString().slice(0, 10)
})
const amountArb = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 1n, max: 50_000n }),
  fc.constant(MAX_AMOUNT_MINOR),
)
const valuesArb = fc.record({
  owner: fc.nat(),
  amount: amountArb,
  currency: fc.constantFrom(...CURRENCIES),
  category: fc.nat(),
  start: dayArb,
})

type Write =
  | { kind: 'insert'; rows: Values[]; parent: number | null }
  | { kind: 'amount'; row: number; amount: bigint }
  | { kind: 'start'; row: number; start: string }
  | { kind: 'currency'; row: number; currency: string }
  | { kind: 'category'; row: number; category: number }
  | { kind: 'owner'; row: number; owner: number }
  | { kind: 'parent'; row: number; parent: number | null }
  | { kind: 'name'; row: number }
  | { kind: 'all-amounts'; owner: number }
  | { kind: 'delete'; row: number }
type Values = { owner: number; amount: bigint; currency: string; category: number; start: string }

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      rows: fc.array(valuesArb, { minLength: 1, maxLength: 4 }),
      parent: fc.option(fc.nat(), { freq: 2 }),
    }),
  },
  fc.record({ kind: fc.constant('amount' as const), row: fc.nat(), amount: amountArb }),
  fc.record({ kind: fc.constant('start' as const), row: fc.nat(), start: dayArb }),
  fc.record({
    kind: fc.constant('currency' as const),
    row: fc.nat(),
    currency: fc.constantFrom(...CURRENCIES),
  }),
  fc.record({ kind: fc.constant('category' as const), row: fc.nat(), category: fc.nat() }),
  fc.record({ kind: fc.constant('owner' as const), row: fc.nat(), owner: fc.nat() }),
  fc.record({ kind: fc.constant('parent' as const), row: fc.nat(), parent: fc.option(fc.nat()) }),
  fc.record({ kind: fc.constant('name' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('all-amounts' as const), owner: fc.nat() }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), row: fc.nat() }) },
)

/**
 * A batch: its writes sent as one query string, which PostgreSQL runs as one transaction,
 * committed at its end, or rolled back by a failing statement after the writes.
 */
const batchArb = fc.record({
  writes: fc.array(writeArb, { minLength: 1, maxLength: 6 }),
  rollBack: fc.boolean(),
})

/** One write as SQL (literals only: every value comes from the generator or the database). */
function sqlOf(write: Write, ids: string[]): string {
  const owner = (pick: number) => `'${owners[pick % owners.length]!.id}'::uuid`
  const category = (pick: number) => `'${categoryIds[pick % categoryIds.length]!}'::uuid`
  const id = (pick: number) => (ids.length > 0 ? `'${ids[pick % ids.length]!}'::uuid` : 'null')
  // A parent named by a pick, or null when an earlier write of the batch deleted it.
  const parentOf = (pick: number | null) =>
    pick === null || ids.length === 0
      ? 'null'
      : `(select p.id from subscriptions p where p.id = ${id(pick)})`
  switch (write.kind) {
    case 'insert': {
      const parent = parentOf(write.parent)
      const tuples = write.rows.map(
        (row) =>
          `(gen_random_uuid(), ${owner(row.owner)}, ${parent}, 'Row', ${row.amount}, '${row.currency}',
            ${category(row.category)}, date '${row.start}', date '${row.start}' + 30)`,
      )
      return `insert into subscriptions (id, user_id, parent_id, name, amount_minor, currency_code,
                category_id, start_date, end_date) values ${tuples.join(', ')}`
    }
    case 'amount':
      return `update subscriptions set amount_minor = ${write.amount} where id = ${id(write.row)}`
    case 'start':
      return `update subscriptions set start_date = date '${write.start}',
                end_date = greatest(end_date, date '${write.start}') where id = ${id(write.row)}`
    case 'currency':
      return `update subscriptions set currency_code = '${write.currency}' where id = ${id(write.row)}`
    case 'category':
      return `update subscriptions set category_id = ${category(write.category)} where id = ${id(write.row)}`
    case 'owner':
      return `update subscriptions set user_id = ${owner(write.owner)} where id = ${id(write.row)}`
    case 'parent': {
      const parent = parentOf(write.parent)
      return `update subscriptions set parent_id = ${parent} where id = ${id(write.row)}`
    }
    case 'name':
      // Every column written, none changed but the name: the rollups must not move.
      return `update subscriptions set name = name || '+', amount_minor = amount_minor,
                start_date = start_date, user_id = user_id where id = ${id(write.row)}`
    case 'all-amounts':
      return `update subscriptions set amount_minor = amount_minor / 2 + 1
                where user_id = ${owner(write.owner)}`
    case 'delete':
      return `delete from subscriptions where id = ${id(write.row)}`
  }
}

describe('the dashboard rollups (migration 0009)', () => {
  it('equal a full aggregate of subscriptions after random writes, committed or rolled back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(batchArb, { minLength: 1, maxLength: 5 }), async (batches) => {
        for (const batch of batches) {
          const statements: string[] = []
          for (const write of batch.writes) {
            // Picks resolve against the rows there are now (earlier writes of a batch that is
            // not yet committed are not among them: a pick may name a row already deleted).
            const ids = (
              await server.db.query<{ id: string }>('select id from subscriptions order by id')
            ).map((row) => row.id)
            statements.push(sqlOf(write, ids))
          }
          const body = statements.join(';\n')
          if (batch.rollBack) {
            await expect(server.db.query(`${body};\nselect 1 / 0`)).rejects.toThrow()
          } else {
            await server.db.query(body)
          }
          expect(await rollups()).toEqual(await aggregates())
        }
      }),
      { numRuns: 25 },
    )
  })

  it('follow writes through the API: create, edit, renew, delete', async () => {
    // A user of its own: the random writes above may have used up another's free renewals.
    const api = server.api((await signUp(server)).token)
    const first = (await api.createSubscription(subscriptionBody({ amount: 1500 }))).data
    const second = (
      await api.createSubscription(
        subscriptionBody({ name: 'Spotify', currency: 'USD', amount: 9.99 }),
      )
    ).data
    await api.renewSubscription(first.id)
    await api.renewSubscription(first.id)
    await api.updateSubscription(
      second.id,
      subscriptionBody({
        name: 'YouTube Premium',
        currency: 'GBP',
        amount: 12,
        start_date: '2026-02-01',
      }),
    )
    expect(await rollups()).toEqual(await aggregates())
    // A renewed root renamed: its renewals count under the new name.
    await api.updateSubscription(first.id, subscriptionBody({ name: 'Showmax' }))
    expect(await rollups()).toEqual(await aggregates())
    await api.deleteSubscription(first.id)
    expect(await rollups()).toEqual(await aggregates())
  })
})
