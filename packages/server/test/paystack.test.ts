import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookMessages } from '../src/routes/paystackWebhook'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { paystackSignature, startFakePaystack } from './helpers/fakePaystack'
import { signUp, startServer, type TestServer } from './helpers/server'
import { expectLedgerMatches } from './helpers/wallet'

const SECRET = 'sk_test_recur_fake_secret'

let db: TestDatabase
let server: TestServer
let paystack: Awaited<ReturnType<typeof startFakePaystack>>

beforeAll(async () => {
  db = await createTestDatabase()
  paystack = await startFakePaystack(SECRET)
  server = await startServer(db, {
    config: { paystack: { secretKey: SECRET, baseUrl: paystack.baseUrl } },
  })
})
afterAll(async () => {
  await server?.close()
  await paystack?.close()
  await db?.dispose()
})

const sign = (body: string, secret = SECRET) => paystackSignature(body, secret)

const webhook = (body: string, signature: string | undefined) =>
  server.raw('/wallet/paystack/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  })

const chargeSuccess = (reference: string) =>
  JSON.stringify({ event: 'charge.success', data: { reference, amount: 1, status: 'success' } })

const balanceOf = async (token: string) => (await server.api(token).walletBalance()).data.balance

describe('funding through Paystack', () => {
  it('initializes with the amount in kobo, the reference and the callback URL', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 1_234.5 })
    expect(data.payment_url).toBe(`https://checkout.paystack.test/${data.reference}`)
    expect(paystack.transactions.get(data.reference)).toMatchObject({
      amount: 123_450,
      currency: 'NGN',
      email: user.email,
      callback_url: `${server.config.appUrl}/api/wallet/callback?reference=${data.reference}`,
    })
    // The sandbox checkout is not served when a real gateway is configured.
    expect((await fetch(`${server.origin}/checkout/${data.reference}`)).status).toBe(404)
  })

  it('credits on return only once Paystack verifies the payment', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 500 })
    const callback = () =>
      fetch(`${server.origin}/api/wallet/callback?reference=${data.reference}`, {
        redirect: 'manual',
      })
    expect((await callback()).status).toBe(302)
    expect(await balanceOf(user.token)).toBe(0) // not paid yet at Paystack: still pending
    paystack.settle(data.reference, 'success')
    await callback()
    await callback()
    expect(await balanceOf(user.token)).toBe(500)
    await expectLedgerMatches(db, user.id, 50_000n)
  })

  it('a signed webhook delivered 10 times credits once', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 900 })
    paystack.settle(data.reference, 'success')
    const body = chargeSuccess(data.reference)
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(body, sign(body))))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(await balanceOf(user.token)).toBe(900)
    await expectLedgerMatches(db, user.id, 90_000n)
  })

  it('rejects a forged, missing or tampered signature and credits nothing', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 800 })
    paystack.settle(data.reference, 'success')
    const body = chargeSuccess(data.reference)
    for (const signature of [
      sign(body, 'sk_test_someone_else'),
      undefined,
      'not-hex',
      sign(`${body} `),
    ]) {
      const answer = await webhook(body, signature)
      expect(answer.status).toBe(401)
      expect((answer.body as { message: string }).message).toBe(webhookMessages.forged)
    }
    expect(await balanceOf(user.token)).toBe(0)
    expect((await webhook(body, sign(body))).status).toBe(200)
    expect(await balanceOf(user.token)).toBe(800)
  })

  it('fails the credit when Paystack reports another amount or a failure', async () => {
    const user = await signUp(server)
    const short = await server.api(user.token).fundWallet({ amount: 1_000 })
    paystack.settle(short.data.reference, 'success', 100)
    const declined = await server.api(user.token).fundWallet({ amount: 1_000 })
    paystack.settle(declined.data.reference, 'failed')
    for (const reference of [short.data.reference, declined.data.reference]) {
      const body = chargeSuccess(reference)
      expect((await webhook(body, sign(body))).status).toBe(200)
    }
    expect(await balanceOf(user.token)).toBe(0)
    const rows = (await server.api(user.token).walletTransactions()).data.data
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed'])
    await expectLedgerMatches(db, user.id, 0n)
  })

  it('an unknown reference in a signed webhook changes nothing', async () => {
    const body = chargeSuccess('RCR-FUND-NOT-OURS')
    expect((await webhook(body, sign(body))).status).toBe(200)
  })
})
