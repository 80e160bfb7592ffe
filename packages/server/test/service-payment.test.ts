import {
  messages,
  RECUR_PREMIUM_NAME,
  type CardPaymentPending,
  type PaymentRequest,
  type PaymentResult,
} from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_DECLINE_MESSAGE } from '../src/adapters/bills/sandbox'
import { paymentMessages } from '../src/services/payments/servicePayment'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { failure, signUp, startServer, type TestServer } from './helpers/server'
import {
  dstvPayment,
  expectLedgerMatches,
  fundWallet,
  checkoutPathOf,
  ledgerAndBalance,
  pressCheckout,
} from './helpers/wallet'

/** A fixed "today" in Lagos, so dates are exact. */
const NOW = new Date('2026-11-21T10:00:00+01:00')

let db: TestDatabase
let server: TestServer

beforeAll(async () => {
  db = await createTestDatabase()
  // A short provider timeout, so the sandbox's never-answering number times out quickly.
  server = await startServer(db, { now: () => NOW, config: { providerTimeoutMs: 150 } })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
})

const request = dstvPayment

let keys = 0
const newKey = () => `test-key-${process.pid}-${(keys += 1)}`

const pay = (token: string, body: PaymentRequest, key = newKey()) =>
  server.api(token).pay(body, key)

const rawPay = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.raw('/service-payment/pay', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  })

const debits = (userId: string) =>
  db.query<{ status: string; amount_kobo: string; failure_reason: string | null }>(
    `select status, amount_kobo::text, failure_reason from wallet_transactions
      where user_id = $1 and type = 'debit' order by created_at`,
    [userId],
  )

/** DStv Compact: ₦19,000 + ₦100 fee. */
const COMPACT_TOTAL = 19_100

describe('the catalogue', () => {
  it('lists the payable services with artwork served by Recur', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).services()
    expect(data.map((s) => s.name)).toEqual([
      'DStv',
      'GOtv',
      'StarTimes',
      'Showmax',
      RECUR_PREMIUM_NAME,
    ])
    for (const service of data) {
      expect(service.uid).toBeTruthy()
      const image = await fetch(`${server.origin}${service.image_url}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toContain('image/svg+xml')
      expect(await image.text()).toContain('<svg')
    }
    expect((await fetch(`${server.origin}/services/netflix.svg`)).status).toBe(404)
  })

  it('answers bouquets with amount, fee and total, by service name in any case', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).serviceVariations({ service_name: 'DStv' })
    expect(data).toContainEqual({
      variation_code: 'dstv-compact',
      name: 'DStv Compact',
      amount: 19_000,
      fee: 100,
      total: COMPACT_TOTAL,
    })
    for (const v of data) expect(v.total).toBe(v.amount + v.fee)
    expect(
      (await server.api(user.token).serviceVariations({ service_name: 'showmax' })).data.length,
    ).toBeGreaterThan(0)
  })

  it('answers each service its extra fields', async () => {
    const api = server.api((await signUp(server)).token)
    expect((await api.serviceFields({ service_name: 'dstv' })).data).toEqual([
      { name: 'smartcard_number', label: 'Smartcard Number' },
    ])
    expect((await api.serviceFields({ service_name: 'gotv' })).data).toEqual([
      { name: 'smartcard_number', label: 'IUC Number' },
    ])
    expect((await api.serviceFields({ service_name: 'showmax' })).data).toEqual([])
  })

  it('refuses an unknown service with a 422 naming service_name', async () => {
    const api = server.api((await signUp(server)).token)
    for (const call of [
      () => api.serviceVariations({ service_name: 'netflix' }),
      () => api.serviceFields({ service_name: '' }),
      () => api.verifySmartcard({ service_name: 'canal+', smartcard_number: '7030000001' }),
    ]) {
      const error = await failure(call())
      expect(error.status).toBe(422)
      expect(Object.keys(error.errors ?? {})).toEqual(['service_name'])
    }
  })

  it('verifies a test smartcard and refuses any other with the spec message', async () => {
    const api = server.api((await signUp(server)).token)
    expect(
      (await api.verifySmartcard({ service_name: 'dstv', smartcard_number: '7030000001' })).data,
    ).toEqual({
      customer_name: 'Adaeze Okafor',
      current_variation_name: 'DStv Yanga',
    })
    expect(
      (await api.verifySmartcard({ service_name: 'gotv', smartcard_number: '4620000001' })).data
        .customer_name,
    ).toBe('Chidi Nwosu')
    for (const [service, number] of [
      ['dstv', '7030999999'],
      ['gotv', '7030000001'],
      ['showmax', '7030000001'],
    ] as const) {
      const error = await failure(
        api.verifySmartcard({ service_name: service, smartcard_number: number }),
      )
      expect(error.status).toBe(422)
      expect(error.message).toBe(messages.smartcardUnverified)
    }
  })

  it('needs a token', async () => {
    const api = server.api()
    for (const call of [
      () => api.services(),
      () => api.serviceVariations({ service_name: 'dstv' }),
      () => api.serviceFields({ service_name: 'dstv' }),
      () => api.verifySmartcard({ service_name: 'dstv', smartcard_number: '7030000001' }),
      () => api.pay(request(), newKey()),
    ]) {
      expect((await failure(call())).status).toBe(401)
    }
  })
})

describe('POST /api/service-payment/pay', () => {
  it('pays from the wallet at the catalogue price and adds the paid subscription', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 50_000)
    // An amount sent by the client is ignored: the price is the catalogue's.
    const response = await rawPay(user.token, { ...request({ auto_renew: false }), amount: 1 })
    expect(response.status).toBe(200)
    const expected: PaymentResult = {
      name: 'DStv Compact',
      amount: COMPACT_TOTAL,
      status: 'active',
      start_date: '2026-11-21',
      end_date: '2026-12-21',
    }
    expect(response.body).toEqual({
      status: 200,
      message: messages.paymentSuccessful,
      data: expected,
    })
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(50_000 - COMPACT_TOTAL)
    await expectLedgerMatches(db, user.id, BigInt(50_000 - COMPACT_TOTAL) * 100n)
    expect(await debits(user.id)).toEqual([
      { status: 'successful', amount_kobo: String(COMPACT_TOTAL * 100), failure_reason: null },
    ])
    const [debit] = (await server.api(user.token).walletTransactions({ filter: 'debit' })).data.data
    expect(debit?.description).toBe('DStv Compact (Smartcard Number 7030****01)')

    const list = await server.api(user.token).listSubscriptions()
    expect(list.data.data).toEqual([
      expect.objectContaining({
        name: 'DStv Compact',
        amount: COMPACT_TOTAL,
        currency_code: 'NGN',
        category: { name: 'TV' },
        start_date: '2026-11-21',
        end_date: '2026-12-21',
        is_paid: true,
        auto_renew: false,
        status: 'active',
      }),
    ])
  })

  it('files Showmax (no smartcard) under Entertainment', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 10_000)
    const { data } = await pay(
      user.token,
      request({ service_name: 'showmax', variation_code: 'showmax-mobile', smartcard_number: '' }),
    )
    expect(data).toMatchObject({ name: 'Showmax Mobile', amount: 3_600 })
    const [row] = (await server.api(user.token).listSubscriptions()).data.data
    expect(row?.category.name).toBe('Entertainment')
  })

  it('refuses a short wallet with 402 and the fund-your-wallet message, writing nothing', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 1_000)
    const error = await failure(pay(user.token, request()))
    expect(error.status).toBe(402)
    expect(error.message).toBe(messages.insufficientFunds)
    expect(await debits(user.id)).toEqual([])
    const claims = await db.query(`select 1 from service_payments where user_id = $1`, [user.id])
    expect(claims).toEqual([])
    await expectLedgerMatches(db, user.id, 100_000n)
  })

  it('reverses the debit when the provider declines, and says why', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 30_000)
    const error = await failure(pay(user.token, request({ smartcard_number: '7030000009' })))
    expect(error.status).toBe(502)
    expect(error.message).toBe(`${SANDBOX_DECLINE_MESSAGE} ${paymentMessages.refunded}`)
    expect(await debits(user.id)).toEqual([
      {
        status: 'reversed',
        amount_kobo: String(COMPACT_TOTAL * 100),
        failure_reason: SANDBOX_DECLINE_MESSAGE,
      },
    ])
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(30_000)
    await expectLedgerMatches(db, user.id, 3_000_000n)
    expect((await server.api(user.token).listSubscriptions()).data.data).toEqual([])
  })

  it('reverses the debit when the provider times out and the requery finds nothing delivered', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 30_000)
    const error = await failure(pay(user.token, request({ smartcard_number: '7030000008' })))
    expect(error.status).toBe(502)
    const [debit] = await debits(user.id)
    expect(debit?.status).toBe('reversed')
    await expectLedgerMatches(db, user.id, 3_000_000n)
  })

  it('refuses an unverifiable smartcard before any money moves', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 30_000)
    const error = await failure(pay(user.token, request({ smartcard_number: '7030999999' })))
    expect(error.status).toBe(422)
    expect(error.message).toBe(messages.smartcardUnverified)
    expect(await debits(user.id)).toEqual([])
  })

  it.each([
    [{ service_name: 'netflix' }, 'service_name'],
    [{ variation_code: 'gotv-max' }, 'variation_code'],
    [{ smartcard_number: '' }, 'smartcard_number'],
    [{ payment_method: 'paypal' as 'card' }, 'payment_method'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone_number: '' }, 'phone_number'],
  ])('refuses %o with a 422 naming %s', async (overrides, key) => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 30_000)
    const response = await rawPay(user.token, request(overrides), { 'idempotency-key': newKey() })
    expect(response.status).toBe(422)
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual([key])
    expect(await debits(user.id)).toEqual([])
  })

  it('refuses a malformed Idempotency-Key by name', async () => {
    const user = await signUp(server)
    const response = await rawPay(user.token, request(), { 'idempotency-key': 'x'.repeat(201) })
    expect(response.status).toBe(422)
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual(['Idempotency-Key'])
  })

  it('answers a retry with the same Idempotency-Key from the first attempt, paying once', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 50_000)
    const key = newKey()
    const first = await pay(user.token, request(), key)
    const again = await pay(user.token, request(), key)
    expect(again.data).toEqual(first.data)
    expect(await debits(user.id)).toHaveLength(1)
    expect((await server.api(user.token).listSubscriptions()).data.total).toBe(1)
    // A failed payment replays its failure too, without a second attempt.
    const failedKey = newKey()
    const declined = request({ smartcard_number: '7030000009' })
    const e1 = await failure(pay(user.token, declined, failedKey))
    const e2 = await failure(pay(user.token, declined, failedKey))
    expect([e2.status, e2.message]).toEqual([e1.status, e1.message])
    expect(await debits(user.id)).toHaveLength(2)
    // The same key for a different payment is refused.
    const reused = await failure(pay(user.token, request({ variation_code: 'dstv-padi' }), key))
    expect([reused.status, reused.message]).toEqual([422, paymentMessages.keyReused])
    // Keys are per user: another user's same key is a payment of its own.
    const other = await signUp(server)
    await fundWallet(server, other.token, 50_000)
    expect((await pay(other.token, request(), key)).status).toBe(200)
    expect(await debits(other.id)).toHaveLength(1)
    await expectLedgerMatches(db, user.id, BigInt(50_000 - COMPACT_TOTAL) * 100n)
  })

  it('replays by the payment’s own state, never by the HTTP status stored with its answer', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 50_000)
    const [paidKey, failedKey] = [newKey(), newKey()]
    const declined = request({ smartcard_number: '7030000009' })
    const paid = await pay(user.token, request(), paidKey)
    const failed = await failure(pay(user.token, declined, failedKey))
    // The status the previous release replays is still written, for a rolling deploy.
    const stored = () =>
      db.query<{ key: string; status: string | null }>(
        `select idempotency_key as key, result->>'status' as status from service_payments
          where user_id = $1 order by created_at`,
        [user.id],
      )
    expect(await stored()).toEqual([
      { key: paidKey, status: '200' },
      { key: failedKey, status: '502' },
    ])
    // A stored status that says something else, or none, changes no replay.
    await db.query(
      `update service_payments set result = jsonb_set(result, '{status}', '418') where user_id = $1`,
      [user.id],
    )
    const again = await pay(user.token, request(), paidKey)
    expect([again.status, again.message, again.data]).toEqual([200, paid.message, paid.data])
    await db.query(`update service_payments set result = result - 'status' where user_id = $1`, [
      user.id,
    ])
    const failedAgain = await failure(pay(user.token, declined, failedKey))
    expect([failedAgain.status, failedAgain.message]).toEqual([502, failed.message])
    expect(await debits(user.id)).toHaveLength(2)
  })

  it('pays once when the same Idempotency-Key arrives 5 times at once', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 50_000)
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => rawPay(user.token, request(), { 'idempotency-key': key })),
    )
    for (const answer of answers) expect([200, 409]).toContain(answer.status)
    expect(answers.some((a) => a.status === 200)).toBe(true)
    expect(await debits(user.id)).toHaveLength(1)
    expect((await server.api(user.token).listSubscriptions()).data.total).toBe(1)
    await expectLedgerMatches(db, user.id, BigInt(50_000 - COMPACT_TOTAL) * 100n)
  })

  it('50 simultaneous payments against a wallet that covers 10: exactly 10 succeed', async () => {
    const user = await signUp(server)
    // GOtv Smallie: ₦1,900 + ₦100 = ₦2,000; the wallet holds exactly ten.
    await fundWallet(server, user.token, 20_000)
    const body = request({
      service_name: 'gotv',
      variation_code: 'gotv-smallie',
      smartcard_number: '4620000001',
    })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => rawPay(user.token, body, { 'idempotency-key': newKey() })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 402)).toHaveLength(40)
    const { balance, ledger } = await ledgerAndBalance(db, user.id)
    expect(balance).toBe(0n)
    expect(ledger).toBe(0n)
    expect(await debits(user.id)).toHaveLength(10)
    expect((await server.api(user.token).listSubscriptions()).data.total).toBe(10)
  })

  it('Recur Premium upgrades the plan and adds the product’s own subscription', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 5_000)
    const variations = await server
      .api(user.token)
      .serviceVariations({ service_name: 'recur premium' })
    const [premium] = variations.data
    expect(premium).toMatchObject({ name: RECUR_PREMIUM_NAME, fee: 0 })
    expect(
      (await server.api(user.token).serviceFields({ service_name: 'recur premium' })).data,
    ).toEqual([])
    const { data } = await pay(
      user.token,
      request({
        service_name: 'recur premium',
        variation_code: premium?.variation_code ?? '',
        smartcard_number: '',
      }),
    )
    expect(data).toMatchObject({ name: RECUR_PREMIUM_NAME, amount: premium?.total })
    const profile = await server.api(user.token).profile()
    expect(profile.data.user.pricing_plan.name).toBe('Premium')
    const [row] = (await server.api(user.token).listSubscriptions()).data.data
    expect(row).toMatchObject({ name: RECUR_PREMIUM_NAME, is_paid: true })
    await expectLedgerMatches(db, user.id, BigInt(5_000 - (premium?.total ?? 0)) * 100n)
  })
})

describe('paying by card', () => {
  const card = (overrides: Partial<PaymentRequest> = {}) =>
    request({ payment_method: 'card', ...overrides })

  it('answers the checkout, then the checkout pays, delivers and adds the subscription', async () => {
    const user = await signUp(server)
    const key = newKey()
    const first = await pay(user.token, card(), key)
    const checkout = first.data as CardPaymentPending
    expect(checkout.payment_url).toBe(`${server.config.appUrl}/checkout/${checkout.reference}`)
    expect(first.message).toBe(paymentMessages.cardCheckout)
    // Nothing moved yet; a retry answers the same checkout.
    expect(await debits(user.id)).toEqual([])
    expect((await pay(user.token, card(), key)).data).toEqual(checkout)
    await expectLedgerMatches(db, user.id, 0n)

    expect((await pressCheckout(server, checkout.payment_url, 'pay')).status).toBe(303)
    // The money went through the wallet: credited, debited, delivered.
    await expectLedgerMatches(db, user.id, 0n)
    expect(await debits(user.id)).toEqual([
      { status: 'successful', amount_kobo: String(COMPACT_TOTAL * 100), failure_reason: null },
    ])
    const [row] = (await server.api(user.token).listSubscriptions()).data.data
    expect(row).toMatchObject({ name: 'DStv Compact', is_paid: true, amount: COMPACT_TOTAL })
    // The same key now answers the payment's result.
    const after = await pay(user.token, card(), key)
    expect(after.data).toMatchObject({ name: 'DStv Compact', status: 'active' })
    // Delivering the confirmation again pays nothing more.
    await pressCheckout(server, checkout.payment_url, 'pay')
    await server.app.services.funding.confirmCredit(checkout.reference)
    expect(await debits(user.id)).toHaveLength(1)
    expect((await server.api(user.token).listSubscriptions()).data.total).toBe(1)
  })

  it('a cancelled checkout takes no money and answers the failure on retry', async () => {
    const user = await signUp(server)
    const key = newKey()
    const checkout = (await pay(user.token, card(), key)).data as CardPaymentPending
    await pressCheckout(server, checkout.payment_url, 'cancel')
    const error = await failure(pay(user.token, card(), key))
    expect([error.status, error.message]).toEqual([
      502,
      'The checkout was cancelled. No money was taken from your card.',
    ])
    expect(await debits(user.id)).toEqual([])
    await expectLedgerMatches(db, user.id, 0n)
  })

  it('a provider failure after a card checkout refunds into the wallet', async () => {
    const user = await signUp(server)
    const key = newKey()
    const body = card({ smartcard_number: '7030000009' })
    const checkout = (await pay(user.token, body, key)).data as CardPaymentPending
    await pressCheckout(server, checkout.payment_url, 'pay')
    expect((await debits(user.id)).map((d) => d.status)).toEqual(['reversed'])
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(COMPACT_TOTAL)
    await expectLedgerMatches(db, user.id, BigInt(COMPACT_TOTAL) * 100n)
    const error = await failure(pay(user.token, body, key))
    expect(error.status).toBe(502)
  })

  it('shows the purchase on the checkout and returns to Pay, where the outcome is read', async () => {
    const user = await signUp(server)
    const checkout = (await pay(user.token, card())).data as CardPaymentPending
    const html = await (
      await fetch(`${server.origin}${checkoutPathOf(checkout.payment_url)}`)
    ).text()
    expect(html).toContain('You are paying for DStv Compact')
    for (const [label, value] of [
      ['Service', 'DStv'],
      ['Bouquet', 'DStv Compact'],
      ['Smartcard Number', '7030****01'],
      ['Price', '₦19,000.00'],
      ['Fee', '₦100.00'],
      ['Total', '₦19,100.00'],
    ] as const) {
      expect(html).toMatch(
        new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${value.replace(/[*.]/g, '\\$&')}</dd>`),
      )
    }
    const outcome = () => server.api(user.token).cardPayment(checkout.reference)
    expect((await outcome()).data).toEqual({
      reference: checkout.reference,
      status: 'pending',
      description: 'DStv Compact (Smartcard Number 7030****01)',
      amount: COMPACT_TOTAL,
      result: null,
      message: null,
      refunded_to_wallet: false,
    })
    const back = await pressCheckout(server, checkout.payment_url, 'pay')
    expect(back.headers.get('location')).toBe(`/pay?reference=${checkout.reference}`)
    expect((await outcome()).data).toMatchObject({
      status: 'successful',
      result: { name: 'DStv Compact', amount: COMPACT_TOTAL, status: 'active' },
      message: null,
      refunded_to_wallet: false,
    })
    // The gateway's callback returns to Pay too.
    const callback = await fetch(
      `${server.origin}/api/wallet/callback?reference=${checkout.reference}`,
      { redirect: 'manual' },
    )
    expect(callback.headers.get('location')).toBe(`/pay?reference=${checkout.reference}`)
  })

  it('the outcome says where the money is: in the wallet after a provider decline', async () => {
    const user = await signUp(server)
    const body = card({ smartcard_number: '7030000009' })
    const checkout = (await pay(user.token, body)).data as CardPaymentPending
    await pressCheckout(server, checkout.payment_url, 'pay')
    const { data } = await server.api(user.token).cardPayment(checkout.reference)
    expect(data).toMatchObject({ status: 'failed', result: null, refunded_to_wallet: true })
    expect(data.message).toBe(
      `${SANDBOX_DECLINE_MESSAGE} The ₦19,100.00 taken from your card is now in your wallet.`,
    )
  })

  it('the outcome says no money was taken after a declined card', async () => {
    const user = await signUp(server)
    const checkout = (await pay(user.token, card())).data as CardPaymentPending
    const back = await pressCheckout(server, checkout.payment_url, 'decline')
    expect(back.headers.get('location')).toBe(`/pay?reference=${checkout.reference}`)
    const { data } = await server.api(user.token).cardPayment(checkout.reference)
    expect(data).toMatchObject({
      status: 'failed',
      message: 'The card was declined. No money was taken from your card.',
      refunded_to_wallet: false,
    })
    await expectLedgerMatches(db, user.id, 0n)
  })

  it("another user's reference, a funding's or an unknown one is a 404", async () => {
    const owner = await signUp(server)
    const other = await signUp(server)
    const checkout = (await pay(owner.token, card())).data as CardPaymentPending
    const funding = (await server.api(owner.token).fundWallet({ amount: 500 })).data
    for (const [token, reference] of [
      [other.token, checkout.reference],
      [owner.token, funding.reference],
      [owner.token, 'RCR-FUND-NOPE'],
    ] as const) {
      const error = await failure(server.api(token).cardPayment(reference))
      expect([error.status, error.message]).toEqual([404, messages.notFound])
    }
  })
})
