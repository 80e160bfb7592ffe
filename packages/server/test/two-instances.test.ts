import { messages } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database'
import { openPostgres } from '../src/db/open'
import { SESSION_CHECK_BATCH } from '../src/services/sessions'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { failure, PASSWORD, signUp, startServer, type TestServer } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'
import { fundWallet } from './helpers/wallet'

/*
 * Two app instances on one database, each with its own answer cache (http/answerCache.ts): a
 * write through A is read through B at the very next request, and a session revoked through A is
 * refused by B at once, cached answers or not. On PostgreSQL B has its own connection pool, as a
 * second server process would; on PGlite (one process's database) the two apps share the handle,
 * which still proves that nothing but the database tells B of A's writes.
 */

let db: TestDatabase
let second: DatabaseHandle | undefined
let a: TestServer
let b: TestServer

beforeAll(async () => {
  db = await createTestDatabase()
  if (db.url) second = await openPostgres(db.url)
  a = await startServer(db, { now })
  const other = second ? ({ ...second } as unknown as TestDatabase) : db
  b = await startServer(other, { now })
})

afterAll(async () => {
  await a?.close()
  await b?.close()
  await second?.close()
  await db?.dispose()
})

/** Reads `read` through B twice (the second answer is B's cached one) and returns it. */
async function readTwiceOnB<T>(read: (server: TestServer) => Promise<T>): Promise<T> {
  const first = await read(b)
  expect(await read(b)).toEqual(first)
  return first
}

describe('two instances on one database', () => {
  it('B answers what A wrote at the next request: list, dashboard, wallet, profile', async () => {
    const user = await signUp(a)
    const list = () => readTwiceOnB((s) => s.api(user.token).listSubscriptions({ per_page: 20 }))
    const byCategory = () => readTwiceOnB((s) => s.api(user.token).spendByCategory())
    const summary = () =>
      readTwiceOnB((s) => s.api(user.token).dashboardSummary({ currency: 'NGN' }))
    const balance = () => readTwiceOnB((s) => s.api(user.token).walletBalance())
    const profile = () => readTwiceOnB((s) => s.api(user.token).profile())

    expect((await list()).data.total).toBe(0)
    expect((await byCategory()).data).toEqual([])
    const summaryBefore = (await summary()).data
    expect((await balance()).data.balance).toBe(0)
    expect(b.app.services).not.toBe(a.app.services)

    const created = await a.api(user.token).createSubscription(subscriptionBody({ amount: 1500 }))
    const page = (await list()).data
    expect(page.total).toBe(1)
    expect(page.data[0]?.id).toBe(created.data.id)
    expect((await byCategory()).data.length).toBe(1)
    expect((await summary()).data).not.toEqual(summaryBefore)

    await a
      .api(user.token)
      .updateSubscription(
        created.data.id,
        subscriptionBody({ amount: 2500, name: 'Spotify Family' }),
      )
    expect((await list()).data.data[0]).toMatchObject({ name: 'Spotify Family', amount: 2500 })

    await a.api(user.token).deleteSubscription(created.data.id)
    expect((await list()).data.total).toBe(0)

    await fundWallet(a, user.token, 5000)
    expect((await balance()).data.balance).toBe(5000)

    await a.api(user.token).updateProfile({ username: 'Renamed On A', timezone: 'Africa/Lagos' })
    expect((await profile()).data.user.username).toBe('Renamed On A')
  })

  it('B answers with the new exchange rates as soon as any writer adds them', async () => {
    const user = await signUp(a)
    await a
      .api(user.token)
      .createSubscription(subscriptionBody({ currency: 'USD', amount: 10, name: 'Notion' }))
    const summary = () =>
      readTwiceOnB((s) => s.api(user.token).dashboardSummary({ currency: 'NGN' }))
    const before = (await summary()).data
    // A newer, complete set, as the rates refresh of any instance writes it.
    await db.query(
      `insert into exchange_rates (as_of, currency_code, ngn_per_unit, source)
       select (select max(as_of) from exchange_rates) + 1, currency_code,
              case when currency_code = 'NGN' then 1 else ngn_per_unit * 2 end, 'test'
         from exchange_rates where as_of = (select max(as_of) from exchange_rates)`,
    )
    expect((await summary()).data).not.toEqual(before)
  })

  it('a session signed out on A is refused by B at once, cached answers or not', async () => {
    const user = await signUp(a)
    await readTwiceOnB((s) => s.api(user.token).listSubscriptions())
    await a.api(user.token).logout()
    const refused = await failure(b.api(user.token).listSubscriptions())
    expect(refused.status).toBe(401)
    expect(refused.message).toBe(messages.unauthenticated)
  })

  it('checks asked together share round trips, and each is answered for its own token', async () => {
    const users = [await signUp(a), await signUp(a), await signUp(a)]
    const signedOut = users[1]!
    await a.api(signedOut.token).logout()
    // More distinct tokens than one query carries (SESSION_CHECK_BATCH): live sessions of the
    // other two users, the signed-out one's, and well-formed tokens no session has.
    const owner = new Map<string, string | undefined>([[signedOut.token, undefined]])
    for (let i = 0; i < SESSION_CHECK_BATCH + 20; i++) {
      const user = users[i % 2 === 0 ? 0 : 2]!
      owner.set((await a.app.services.sessions.issue(user.id)).token, user.id)
      owner.set(`${'A'.repeat(40)}${String(i).padStart(3, '0')}`, undefined)
    }
    const tokens = [...owner.keys(), ...owner.keys()]
    // Asked in one turn of the event loop.
    const answers = await Promise.all(tokens.map((token) => b.app.services.sessions.resolve(token)))
    expect(answers.map((auth) => auth?.userId)).toEqual(tokens.map((token) => owner.get(token)))
  })

  it("a password changed on A signs the user's other sessions out of B at once", async () => {
    const user = await signUp(a)
    const other = (await b.api().login({ email: user.email, password: PASSWORD })).data.user
    await readTwiceOnB((s) => s.api(other.token).walletBalance())
    await a.api(user.token).changePassword({
      old_password: PASSWORD,
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    })
    expect((await failure(b.api(other.token).walletBalance())).status).toBe(401)
    expect((await b.api(user.token).walletBalance()).status).toBe(200)
  })
})
