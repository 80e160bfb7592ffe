import { messages, type ReminderDays } from '@recur/api'
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

describe("the account's own lead time (Settings)", () => {
  /** Ending today, then 1, 2, 3, 5, 7 and 8 days later (today is 2026-11-21). */
  const ENDS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-26'].concat([
    '2026-11-28',
    '2026-11-29',
  ])

  const remindedWith = async (choice: ReminderDays | undefined) => {
    const user = await signUp(server)
    if (choice !== undefined) {
      const saved = await server.api(user.token).updateReminderSettings({ days_before: choice })
      expect(saved.data).toEqual({ days_before: choice })
    }
    expect((await server.api(user.token).reminderSettings()).data.days_before).toBe(choice ?? 3)
    for (const end of ENDS) await create(user.token, `Ends ${end}`, end)
    await server.app.services.reminders.runOnce()
    const mails = await mailsTo(user.email)
    return mails.map((m) => m.subject.slice('Ends '.length, 'Ends '.length + 10)).sort()
  }

  it('none: no reminder at all, not even for what ends today', async () => {
    expect(await remindedWith(0)).toEqual([])
  })

  it('1 day: what ends today or tomorrow', async () => {
    expect(await remindedWith(1)).toEqual(['2026-11-21', '2026-11-22'])
  })

  it('3 days: up to three days ahead', async () => {
    expect(await remindedWith(3)).toEqual(ENDS.slice(0, 4))
  })

  it('7 days: up to a week ahead', async () => {
    expect(await remindedWith(7)).toEqual(ENDS.slice(0, 6))
  })

  it("not chosen: the server's REMINDER_DAYS_AHEAD (3 here), as before the setting", async () => {
    expect(await remindedWith(undefined)).toEqual(ENDS.slice(0, 4))
  })

  it('choosing a longer lead time later reminds what now falls within it, once', async () => {
    const user = await signUp(server)
    await server.api(user.token).updateReminderSettings({ days_before: 1 })
    await create(user.token, 'Later', '2026-11-26')
    await server.app.services.reminders.runOnce()
    expect(await mailsTo(user.email)).toEqual([])
    await server.api(user.token).updateReminderSettings({ days_before: 7 })
    await server.app.services.reminders.runOnce()
    await server.app.services.reminders.runOnce()
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(['Later ends on 2026-11-26'])
  })

  it('refuses anything but a choice, with the message the form shows', async () => {
    const user = await signUp(server)
    for (const days_before of [2, 30, -1, '3', null]) {
      await expect(
        server
          .api(user.token)
          .updateReminderSettings({ days_before } as unknown as { days_before: 3 }),
      ).rejects.toMatchObject({
        status: 422,
        errors: { days_before: [messages.reminderDaysInvalid] },
      })
    }
    expect((await server.api(user.token).reminderSettings()).data.days_before).toBe(3)
  })
})
