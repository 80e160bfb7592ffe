import { messages, RECUR_PREMIUM_NAME, type PaymentRequest, type Subscription } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_DECLINE_MESSAGE } from '../src/adapters/bills/sandbox'
import { paymentMessages } from '../src/services/payments/servicePayment'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'
import { dstvPayment, expectLedgerMatches, fundWallet } from './helpers/wallet'

/** Today in Lagos is 2026-11-21. */
const NOW = new Date('2026-11-21T10:00:00+01:00')

let db: TestDatabase
let server: TestServer

beforeAll(async () => {
  db = await createTestDatabase()
  // A Free-plan limit of 0: paid renewals are not refused by it (they still count toward it).
  server = await startServer(db, { now: () => NOW, config: { freePlanRenewalLimit: 0 } })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
})

const dstv = dstvPayment({ variation_code: 'dstv-padi' })
/** DStv Padi: ₦4,400 + ₦100. */
const PADI_TOTAL = 4_500
const kobo = (naira: number) => BigInt(naira) * 100n

/** A user with `funds` in the wallet who has paid for `body` once; answers the paid row. */
async function paidUser(funds: number, body: PaymentRequest = dstv) {
  const user = await signUp(server)
  await fundWallet(server, user.token, funds)
  const paid = await server.api(user.token).pay(body, `first-${user.id}`)
  expect(paid.status).toBe(200)
  const [row] = await db.query<{ id: string }>(`select id from subscriptions where user_id = $1`, [
    user.id,
  ])
  return { user, id: row!.id }
}

const renew = (token: string, id: string, body: object = {}) =>
  server.raw(`/subscriptions/renew/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const counts = async (userId: string) => {
  const [row] = await db.query<Record<string, string>>(
    `select (select count(*) from subscriptions where user_id = $1) as subscriptions,
            (select count(*) from wallet_transactions where user_id = $1) as transactions,
            (select count(*) from service_payments where user_id = $1) as payments,
            (select balance_kobo::text from wallets where user_id = $1) as balance`,
    [userId],
  )
  return row
}

const debits = (userId: string) =>
  db.query<{ status: string; amount_kobo: string; failure_reason: string | null }>(
    `select status, amount_kobo::text, failure_reason from wallet_transactions
      where user_id = $1 and type = 'debit' order by created_at`,
    [userId],
  )

/** Points the row's stored payment at another smartcard (what the renewal will pay for). */
const setSmartcard = (userId: string, number: string) =>
  db.query(
    `update service_payments set request = jsonb_set(request, '{smartcard_number}', $2::jsonb)
      where user_id = $1`,
    [userId, JSON.stringify(number)],
  )

describe('POST /api/subscriptions/renew/:id on a paid subscription', () => {
  it('charges the wallet once through the pay path and answers the new paid period', async () => {
    const { user, id } = await paidUser(10_000)
    const response = await renew(user.token, id, {
      // A paid period's price and dates are the catalogue's and the bouquet's, not the body's.
      amount: 1,
      start_date: '2027-01-01',
      end_date: '2027-01-02',
    })
    expect(response.status).toBe(200)
    const renewed = (response.body as { data: Subscription }).data
    expect(renewed).toMatchObject({
      name: 'DStv Padi',
      amount: PADI_TOTAL,
      is_paid: true,
      parent_id: id,
      // Paid on 2026-11-21 for a month, renewed before that ends: it extends from the day after
      // (as the provider does), rather than overlapping the period already paid for.
      start_date: '2026-12-22',
      end_date: '2027-01-22',
      auto_renew: true,
    })
    expect(renewed.uid).not.toBe(id)
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * PADI_TOTAL))
    expect((await debits(user.id)).map((d) => d.status)).toEqual(['successful', 'successful'])
    // Auto-renew moved to the new period.
    const old = await server.api(user.token).getSubscription(id)
    expect(old.data.auto_renew).toBe(false)

    // Renewing the same period again answers the renewal already made, without paying.
    const again = await renew(user.token, id)
    expect(again.status).toBe(200)
    expect((again.body as { data: Subscription }).data.uid).toBe(renewed.uid)
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * PADI_TOTAL))

    // Paid renewals count toward the Free plan's limit (here 0) without being refused by it.
    const profile = await server.api(user.token).profile()
    expect(profile.data.user.is_renewal_limit_reached).toBe(true)
  })

  it('starts today once the period being renewed has ended', async () => {
    const { user, id } = await paidUser(10_000)
    await db.query(
      `update subscriptions set start_date = '2026-10-01', end_date = '2026-11-01' where id = $1`,
      [id],
    )
    const response = await renew(user.token, id)
    expect(response.status).toBe(200)
    expect((response.body as { data: Subscription }).data).toMatchObject({
      start_date: '2026-11-21',
      end_date: '2026-12-21',
    })
  })

  it('answers 402 when the wallet cannot cover it, writing nothing', async () => {
    const { user, id } = await paidUser(PADI_TOTAL)
    const before = await counts(user.id)
    const response = await renew(user.token, id)
    expect(response.status).toBe(402)
    expect(response.body).toMatchObject({ message: messages.insufficientFunds })
    expect(await counts(user.id)).toEqual(before)
    await expectLedgerMatches(db, user.id, 0n)

    // Funded, the same renewal goes through.
    await fundWallet(server, user.token, PADI_TOTAL)
    expect((await renew(user.token, id)).status).toBe(200)
    await expectLedgerMatches(db, user.id, 0n)
  })

  it('reverses the debit when the provider fails, and a later attempt can still pay', async () => {
    const { user, id } = await paidUser(10_000)
    await setSmartcard(user.id, '7030000009')
    const response = await renew(user.token, id)
    expect(response.status).toBe(502)
    const { message } = response.body as { message: string }
    expect(message).toMatch(/^Payment failed: /)
    expect(message).toContain(SANDBOX_DECLINE_MESSAGE)
    expect(await debits(user.id)).toEqual([
      expect.objectContaining({ status: 'successful' }),
      expect.objectContaining({ status: 'reversed', failure_reason: SANDBOX_DECLINE_MESSAGE }),
    ])
    await expectLedgerMatches(db, user.id, kobo(10_000 - PADI_TOTAL))
    expect(Number((await counts(user.id))?.subscriptions)).toBe(1)

    await setSmartcard(user.id, '7030000001')
    expect((await renew(user.token, id)).status).toBe(200)
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * PADI_TOTAL))
  })

  it('charges once when the same renewal is asked five times at once', async () => {
    const { user, id } = await paidUser(10_000)
    const answers = await Promise.all(Array.from({ length: 5 }, () => renew(user.token, id)))
    const statuses = answers.map((a) => a.status)
    expect(statuses).toContain(200)
    for (const status of statuses) expect([200, 409]).toContain(status)
    const rows = await db.query<{ parent_id: string | null }>(
      `select parent_id from subscriptions where user_id = $1`,
      [user.id],
    )
    expect(rows.filter((r) => r.parent_id === id)).toHaveLength(1)
    expect(await debits(user.id)).toHaveLength(2)
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * PADI_TOTAL))
  })

  it('the auto-renewal job and a click on the same due row pay once', async () => {
    const { user, id } = await paidUser(10_000)
    await db.query(
      `update subscriptions set start_date = '2026-10-01', end_date = '2026-10-31' where id = $1`,
      [id],
    )
    const [, clicked] = await Promise.all([
      server.app.services.autoRenewal.runOnce(),
      renew(user.token, id),
    ])
    expect([200, 409]).toContain(clicked.status)
    const rows = await db.query<{ parent_id: string | null }>(
      `select parent_id from subscriptions where user_id = $1`,
      [user.id],
    )
    expect(rows.filter((r) => r.parent_id === id)).toHaveLength(1)
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * PADI_TOTAL))
  })

  it('renews Recur Premium by paying for it too', async () => {
    const premium: PaymentRequest = {
      ...dstv,
      service_name: 'recur premium',
      variation_code: 'recur-premium-monthly',
      smartcard_number: '',
    }
    const { user, id } = await paidUser(10_000, premium)
    const response = await renew(user.token, id)
    expect(response.status).toBe(200)
    expect((response.body as { data: Subscription }).data).toMatchObject({
      name: RECUR_PREMIUM_NAME,
      amount: 2_500,
      is_paid: true,
      parent_id: id,
    })
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * 2_500))
  })

  it('refuses a paid row with no payment on record (422), taking no money', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 10_000)
    const { data } = await server.api(user.token).createSubscription({
      name: 'DStv Padi',
      currency: 'NGN',
      amount: 4_500,
      start_date: '2026-11-21',
      end_date: '2026-12-20',
      auto_renew: true,
    })
    await db.query('update subscriptions set is_paid = true where id = $1', [data.uid])
    const response = await renew(user.token, data.uid)
    expect(response.status).toBe(422)
    expect(response.body).toMatchObject({ message: paymentMessages.noPaymentOnRecord })
    await expectLedgerMatches(db, user.id, kobo(10_000))
    expect(Number((await counts(user.id))?.subscriptions)).toBe(1)
  })

  it('is 404 for another user’s paid row, taking no money', async () => {
    const { user, id } = await paidUser(10_000)
    const other = await signUp(server)
    expect((await renew(other.token, id)).status).toBe(404)
    await expectLedgerMatches(db, user.id, kobo(10_000 - PADI_TOTAL))
  })
})
