import { readFile } from 'node:fs/promises'
import { messages, paths, todayIso, type PaymentRequest, type Profile } from '@recur/api'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { signUp } from './helpers/server'
import { jsonHeaders, NOW, subscriptionBody } from './helpers/subscriptions'
import { dstvPayment, fundWallet } from './helpers/wallet'

/*
 * Premium follows its paid period (issue 12, finding 8): paying Recur Premium makes the plan
 * Premium from the day paid to the end date paid for; the day after, unless renewed, the free
 * tier's limits apply again (the history stays). Deleting the Premium row gives the plan up; no
 * edit of it extends the plan. The server's clock is moved here (the injected clock), never the
 * database's.
 */

const LIMIT = 1
const DAY = 24 * 60 * 60 * 1000
let clock = NOW
const premium: PaymentRequest = dstvPayment({
  service_name: 'recur premium',
  variation_code: 'recur-premium-monthly',
  smartcard_number: '',
})

const server = useTestServer({
  now: () => clock,
  config: { freePlanRenewalLimit: LIMIT },
})
beforeEach(() => {
  clock = NOW
})

const daysAfter = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00+01:00`) + days * DAY)

async function profileOf(token: string): Promise<Profile> {
  return (await server.api(token).profile()).data.user
}

/** A user who has paid for Premium today; answers the paid period. */
async function premiumUser(key = 'premium-1') {
  const user = await signUp(server)
  await fundWallet(server, user.token, 10_000)
  const { data } = await server.api(user.token).pay(premium, key)
  expect(data).toMatchObject({ status: 'active' })
  const paid = data as { start_date: string; end_date: string }
  const rows = (await server.api(user.token).listSubscriptions()).data.data
  const row = rows.find((r) => r.is_paid)
  expect(row).toBeDefined()
  return { user, start: paid.start_date, end: paid.end_date, rowId: row?.id ?? '' }
}

/** Renews a tracked subscription `times` times; answers the statuses. */
async function renewals(token: string, times: number) {
  const { data } = await server.api(token).createSubscription(
    subscriptionBody({
      start_date: todayIso(clock),
      end_date: todayIso(new Date(clock.getTime() + 30 * DAY)),
    }),
  )
  const statuses: number[] = []
  for (let i = 0; i < times; i += 1) {
    const answer = await server.raw(paths.renewSubscription(data.id), {
      method: 'POST',
      headers: jsonHeaders(token),
      body: '{}',
    })
    statuses.push(answer.status)
  }
  return statuses
}

describe('the Premium plan lasts its paid period', () => {
  it('is Premium from the day paid to the last day paid for, then Free with its limits again', async () => {
    const { user, end } = await premiumUser()
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Premium')
    // Premium has no limit: more renewals than the free tier allows.
    expect(await renewals(user.token, LIMIT + 2)).toEqual(Array(LIMIT + 2).fill(200))

    clock = daysAfter(end, 0)
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Premium')

    clock = daysAfter(end, 1)
    const profile = await profileOf(user.token)
    expect(profile.pricing_plan.name).toBe('Free')
    expect(profile.is_renewal_limit_reached).toBe(true)
    const [refused] = await renewals(user.token, 1)
    expect(refused).toBe(403)
    // The history stays readable.
    const { data } = await server.api(user.token).listSubscriptions()
    expect(data.total).toBe(1 + 1 + (LIMIT + 2) + 1)
  })

  it('continues through a renewal paid before the end', async () => {
    const { user, end } = await premiumUser()
    clock = daysAfter(end, -1)
    const { data } = await server.api(user.token).pay(premium, 'premium-2')
    expect(data).toMatchObject({ status: 'active' })
    clock = daysAfter(end, 1)
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Premium')
  })

  it('ends when its subscription row is deleted', async () => {
    const { user, rowId } = await premiumUser()
    await server.api(user.token).deleteSubscription(rowId)
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Free')
    const [refusedAfterOne] = (await renewals(user.token, LIMIT + 1)).slice(LIMIT)
    expect(refusedAfterOne).toBe(403)
  })

  it('is not extended by editing the row', async () => {
    const { user, rowId, start, end } = await premiumUser()
    const edited = await server.raw(paths.editSubscription(rowId), {
      method: 'PATCH',
      headers: jsonHeaders(user.token),
      body: JSON.stringify(
        subscriptionBody({ name: 'Recur Premium', start_date: start, end_date: '2099-12-31' }),
      ),
    })
    expect(edited.status).toBe(200)
    clock = daysAfter(end, 1)
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Free')
  })

  it("migration 0004 hands a Premium set by an earlier release's payment back to its period", async () => {
    const { user, end } = await premiumUser()
    const granted = await signUp(server)
    await server.db.query("update users set plan = 'premium' where id in ($1, $2)", [
      user.id,
      granted.id,
    ])
    const migration = await readFile(
      new URL('../src/db/migrations/0004_premium_follows_payment.sql', import.meta.url),
      'utf8',
    )
    await server.db.query(migration)
    clock = daysAfter(end, 1)
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Free')
    // A plan granted outright (no payment: the demo account) stays.
    expect((await profileOf(granted.token)).pricing_plan.name).toBe('Premium')
  })

  it('a failed or unpaid attempt never makes the plan Premium', async () => {
    const user = await signUp(server)
    const answer = await server.raw(paths.pay, {
      method: 'POST',
      headers: { ...jsonHeaders(user.token), 'idempotency-key': 'premium-broke' },
      body: JSON.stringify(premium),
    })
    expect(answer.status).toBe(402)
    expect(answer.body).toMatchObject({ message: messages.insufficientFunds })
    expect((await profileOf(user.token)).pricing_plan.name).toBe('Free')
  })
})
