import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'

/** Today in Lagos is 2026-11-21; reminders look 3 days ahead (to 2026-11-24). */
const NOW = new Date('2026-11-21T10:00:00+01:00')

let db: TestDatabase
let server: TestServer
let twin: TestServer

beforeAll(async () => {
  db = await createTestDatabase()
  server = await startServer(db, { now: () => NOW })
  // A second instance on the same database (with an outbox of its own).
  twin = await startServer(db, { now: () => NOW })
})
afterAll(async () => {
  await twin?.close()
  await server?.close()
  await db?.dispose()
})

const create = async (token: string, name: string, endDate: string, autoRenew = false) =>
  (
    await server.api(token).createSubscription({
      name,
      currency: 'NGN',
      amount: 2_500,
      start_date: '2026-11-01',
      end_date: endDate,
      auto_renew: autoRenew,
    })
  ).data.uid

const mailsTo = async (email: string) => {
  const all = [...(await server.outbox()), ...(await twin.outbox())]
  return all.filter((m) => m.to === email)
}

describe('expiry reminders', () => {
  it('mails once per period about what ends within the window, and nothing else', async () => {
    const user = await signUp(server)
    await create(user.token, 'Netflix', '2026-11-23')
    await create(user.token, 'Spotify', '2026-11-21', true)
    await create(user.token, 'iCloud', '2026-12-15')
    const renewed = await create(user.token, 'Canva', '2026-11-22')
    await server.api(user.token).renewSubscription(renewed, {})
    await server.app.services.reminders.runOnce()
    await server.app.services.reminders.runOnce()
    const mails = await mailsTo(user.email)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Netflix ends on 2026-11-23',
      'Spotify ends on 2026-11-21',
    ])
    const netflix = mails.find((m) => m.subject.startsWith('Netflix'))
    expect(netflix?.text).toContain('Your Netflix subscription (NGN 2500.00) ends on 2026-11-23.')
    expect(netflix?.text).toContain(`${server.config.appUrl}/all-subscriptions`)
  })

  it('two server instances at once send each reminder exactly once', async () => {
    const user = await signUp(server)
    for (let i = 0; i < 10; i += 1) await create(user.token, `Service ${i}`, '2026-11-22')
    const [a, b] = await Promise.all([
      server.app.services.reminders.runOnce(),
      twin.app.services.reminders.runOnce(),
    ])
    expect(a.filter((id) => b.includes(id))).toEqual([])
    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(10)
    expect(new Set(mails.map((m) => m.subject)).size).toBe(10)
  })
})
