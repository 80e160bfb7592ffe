import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'
import { dstvPayment, expectLedgerMatches, fundWallet } from './helpers/wallet'

/** Today in Lagos is 2026-11-21 for every instance. */
const NOW = new Date('2026-11-21T10:00:00+01:00')

let db: TestDatabase
let server: TestServer
/** A second server instance on the same database. */
let twin: TestServer

beforeAll(async () => {
  db = await createTestDatabase()
  const options = { now: () => NOW, config: { freePlanRenewalLimit: 1000 } }
  server = await startServer(db, options)
  twin = await startServer(db, options)
})
afterAll(async () => {
  await twin?.close()
  await server?.close()
  await db?.dispose()
})

const rowsOf = (userId: string) =>
  db.query<{
    id: string
    parent_id: string | null
    start_date: string
    end_date: string
    auto_renew: boolean
    is_paid: boolean
  }>(
    `select id, parent_id, start_date::text, end_date::text, auto_renew, is_paid
       from subscriptions where user_id = $1 order by start_date, created_at`,
    [userId],
  )

const tracked = async (token: string, name: string, autoRenew = true) => {
  const { data } = await server.api(token).createSubscription({
    name,
    currency: 'NGN',
    amount: 1_000,
    start_date: '2026-11-21',
    end_date: '2026-12-20',
    auto_renew: autoRenew,
  })
  // Move it into the past: it ended on 2026-11-10.
  await db.query(
    `update subscriptions set start_date = '2026-10-11', end_date = '2026-11-10' where id = $1`,
    [data.uid],
  )
  return data.uid
}

const dstv = dstvPayment({ variation_code: 'dstv-padi' })
/** DStv Padi: ₦4,400 + ₦100. */
const PADI_TOTAL = 4_500

describe('the auto-renewal job', () => {
  it('rolls a tracked subscription forward once, and moves auto-renew to the new period', async () => {
    const user = await signUp(server)
    const id = await tracked(user.token, 'Netflix')
    const off = await tracked(user.token, 'Spotify', false)
    expect(await server.app.services.autoRenewal.runOnce()).toMatchObject({ [id]: 'renewed' })
    expect(await server.app.services.autoRenewal.runOnce()).toEqual({})
    const rows = await rowsOf(user.id)
    expect(rows.filter((r) => r.id !== off)).toEqual([
      expect.objectContaining({ id, auto_renew: false }),
      expect.objectContaining({
        parent_id: id,
        start_date: '2026-11-21',
        end_date: '2026-12-21',
        auto_renew: true,
        is_paid: false,
      }),
    ])
    expect(rows.find((r) => r.id === off)?.auto_renew).toBe(false)
  })

  it('pays a paid subscription again from the wallet and chains the new period', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 10_000)
    await server.api(user.token).pay(dstv, `first-${user.id}`)
    const [paid] = await rowsOf(user.id)
    await db.query(
      `update subscriptions set start_date = '2026-10-01', end_date = '2026-10-31' where id = $1`,
      [paid!.id],
    )
    expect(await server.app.services.autoRenewal.runOnce()).toMatchObject({ [paid!.id]: 'renewed' })
    const rows = await rowsOf(user.id)
    expect(rows).toEqual([
      expect.objectContaining({ id: paid!.id, auto_renew: false, is_paid: true }),
      expect.objectContaining({
        parent_id: paid!.id,
        start_date: '2026-11-21',
        end_date: '2026-12-21',
        auto_renew: true,
        is_paid: true,
      }),
    ])
    await expectLedgerMatches(db, user.id, BigInt(10_000 - 2 * PADI_TOTAL) * 100n)
  })

  it('stops auto-renew when the wallet cannot pay, without taking money', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, PADI_TOTAL)
    await server.api(user.token).pay(dstv, `first-${user.id}`)
    const [paid] = await rowsOf(user.id)
    await db.query(
      `update subscriptions set start_date = '2026-10-01', end_date = '2026-10-31' where id = $1`,
      [paid!.id],
    )
    expect(await server.app.services.autoRenewal.runOnce()).toMatchObject({ [paid!.id]: 'stopped' })
    expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ auto_renew: false })])
    await expectLedgerMatches(db, user.id, 0n)
  })

  it('stops auto-renew at the Free plan limit', async () => {
    const limited = await startServer(db, { now: () => NOW, config: { freePlanRenewalLimit: 0 } })
    try {
      const user = await signUp(limited)
      const id = await tracked(user.token, 'Netflix')
      const outcomes = await limited.app.services.autoRenewal.runOnce()
      expect(outcomes[id]).toBe('stopped')
      expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ id, auto_renew: false })])
    } finally {
      await limited.close()
    }
  })

  it('two server instances at once renew each due subscription exactly once', async () => {
    const user = await signUp(server)
    const ids: string[] = []
    for (let i = 0; i < 12; i += 1) ids.push(await tracked(user.token, `Service ${i}`))
    const [a, b] = await Promise.all([
      server.app.services.autoRenewal.runOnce(),
      twin.app.services.autoRenewal.runOnce(),
    ])
    const mine = (outcomes: Record<string, string>) =>
      Object.keys(outcomes).filter((id) => ids.includes(id))
    expect(mine(a).filter((id) => mine(b).includes(id))).toEqual([])
    expect([...mine(a), ...mine(b)].sort()).toEqual([...ids].sort())
    const rows = await rowsOf(user.id)
    expect(rows).toHaveLength(24)
    for (const id of ids) expect(rows.filter((r) => r.parent_id === id)).toHaveLength(1)
  })
})
