import type { PaymentRequest } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newReference } from '../src/services/ledger'
import { providerRequestId, type ProviderService } from '../src/adapters/bills/provider'
import { createVtpassProvider, VTPASS_FEE_KOBO } from '../src/adapters/bills/vtpass'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { startFakeVtpass, type VtpassKeys } from './helpers/fakeVtpass'
import { signUp, startServer, type TestServer } from './helpers/server'
import { expectLedgerMatches, fundWallet } from './helpers/wallet'

const NOW = new Date('2026-11-21T10:00:00+01:00')
const KEYS: VtpassKeys = { apiKey: 'ak_test', secretKey: 'sk_test', publicKey: 'pk_test' }

let db: TestDatabase
let server: TestServer
let fake: Awaited<ReturnType<typeof startFakeVtpass>>

beforeAll(async () => {
  fake = await startFakeVtpass(KEYS)
  db = await createTestDatabase()
  server = await startServer(db, {
    now: () => NOW,
    // A short timeout, so the fake's never-answering numbers time out quickly.
    config: { providerTimeoutMs: 300, vtpass: { ...KEYS, baseUrl: fake.baseUrl } },
  })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
  await fake?.close()
})

const provider = (keys: VtpassKeys = KEYS) =>
  createVtpassProvider({ ...keys, baseUrl: fake.baseUrl }, { timeoutMs: 2_000 })

const requestIdNow = () =>
  providerRequestId({ createdAt: new Date(), reference: newReference('PAY') })

const dstvOf = async (p = provider()) =>
  (await p.services()).find((s) => s.slug === 'dstv') as ProviderService

describe('the VTpass provider', () => {
  it('makes request ids in VTpass’s format: Lagos YYYYMMDDHHII, then alphanumerics', () => {
    const at = new Date('2026-11-21T23:30:00Z')
    const reference = newReference('PAY', at)
    expect(reference).toMatch(/^RCR-PAY-202611220030-[0-9A-F]{20}$/)
    // From the reference alone, whatever the row's time says.
    expect(providerRequestId({ createdAt: new Date(0), reference })).toBe(
      `202611220030${reference.slice(-20)}`,
    )
    // An older reference without the time: the row's creation time.
    expect(providerRequestId({ createdAt: at, reference: 'RCR-PAY-0123456789ABCDEF0123' })).toBe(
      '2026112200300123456789ABCDEF0123',
    )
  })

  it('lists the bouquets from service-variations in kobo, with Recur’s fee and their period', async () => {
    const services = await provider().services()
    expect(services.map((s) => s.name)).toEqual(['DStv', 'GOtv', 'StarTimes', 'Showmax'])
    const dstv = services[0]!
    expect(dstv.fields).toEqual([{ name: 'smartcard_number', label: 'Smartcard Number' }])
    expect(dstv.variations[0]).toEqual({
      code: 'dstv-padi',
      name: 'DStv Padi N4,400',
      amountKobo: 440_000n,
      feeKobo: VTPASS_FEE_KOBO,
      months: 1,
    })
    expect(services[3]?.fields).toEqual([])
    expect(services[3]?.variations[0]?.months).toBe(3)
  })

  it('verifies a smartcard with merchant-verify, and not an unknown one', async () => {
    const p = provider()
    const dstv = await dstvOf(p)
    expect(await p.verifySmartcard(dstv, '1212121212')).toEqual({
      customer_name: 'TEST METER',
      current_variation_name: 'DStv Compact',
    })
    expect(await p.verifySmartcard(dstv, '9999999999')).toBeUndefined()
  })

  it('pays with the documented body, and maps delivered, failed and processing', async () => {
    const p = provider()
    const dstv = await dstvOf(p)
    const buy = (smartcard: string, subscriptionType?: 'change' | 'renew') => {
      const requestId = requestIdNow()
      return {
        requestId,
        answer: p.purchase(
          {
            requestId,
            subscriptionType,
            service: dstv,
            variation: dstv.variations[0]!,
            smartcardNumber: smartcard,
            phoneNumber: '09012345678',
            email: 'ada@example.com',
          },
          new AbortController().signal,
        ),
      }
    }
    const delivered = buy('1212121212', 'renew')
    expect(await delivered.answer).toEqual({
      status: 'delivered',
      providerReference: `VT${delivered.requestId}`,
    })
    expect(fake.payments.get(delivered.requestId)).toMatchObject({
      serviceID: 'dstv',
      billersCode: '1212121212',
      variation_code: 'dstv-padi',
      amount: 4400,
      phone: '09012345678',
      subscription_type: 'renew',
    })
    expect(await buy('1212121213').answer).toEqual({
      status: 'failed',
      message: 'VTpass: TRANSACTION FAILED.',
    })
    const processing = buy('1212121214')
    expect(await processing.answer).toEqual({ status: 'pending' })
    expect(fake.payments.get(processing.requestId)?.subscription_type).toBe('change')
    expect(await p.requery(processing.requestId)).toMatchObject({ status: 'delivered' })
    expect(await p.requery(requestIdNow())).toEqual({
      status: 'failed',
      message: 'VTpass: INVALID REQUEST ID.',
    })
  })

  it('is refused with wrong keys: nothing is bought, and nothing is taken for a customer', async () => {
    const before = fake.payments.size
    const good = await dstvOf()
    const wrongSecret = provider({ ...KEYS, secretKey: 'sk_forged' })
    const refusedBefore = fake.refused.length
    await expect(wrongSecret.verifySmartcard(good, '1212121212')).rejects.toThrow(/API keys/)
    const answer = await wrongSecret.purchase(
      {
        requestId: requestIdNow(),
        service: good,
        variation: good.variations[0]!,
        smartcardNumber: '1212121212',
        phoneNumber: '09012345678',
        email: 'ada@example.com',
      },
      new AbortController().signal,
    )
    expect(answer).toEqual({ status: 'failed', message: 'VTpass: INVALID CREDENTIALS.' })
    // GET carries the public key: the secret key does not stand in for it.
    await expect(provider({ ...KEYS, publicKey: KEYS.secretKey }).services()).rejects.toThrow(
      /refused/,
    )
    expect(fake.refused.length - refusedBefore).toBeGreaterThanOrEqual(3)
    expect(fake.payments.size).toBe(before)
  })
})

const request = (smartcard: string): PaymentRequest => ({
  service_name: 'dstv',
  variation_code: 'dstv-padi',
  email: 'ada@example.com',
  phone_number: '09012345678',
  smartcard_number: smartcard,
  auto_renew: true,
  is_tracking_disabled: false,
  subscription_type: 'new',
  payment_method: 'wallet',
})
/** DStv Padi from the fake: ₦4,400 + Recur's ₦100. */
const PADI_TOTAL = 4_500
const kobo = (naira: number) => BigInt(naira) * 100n

const payAs = async (smartcard: string) => {
  const user = await signUp(server)
  await fundWallet(server, user.token, 10_000)
  const response = await server.raw('/service-payment/pay', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      'idempotency-key': `vt-${user.id}`,
    },
    body: JSON.stringify(request(smartcard)),
  })
  return { user, response }
}

const subscriptionsOf = (userId: string) =>
  db.query<{ name: string; is_paid: boolean }>(
    'select name, is_paid from subscriptions where user_id = $1',
    [userId],
  )

describe('Pay for Service through VTpass', () => {
  it('serves VTpass’s bouquets and verifies through it', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const { data } = await api.serviceVariations({ service_name: 'dstv' })
    expect(data[0]).toEqual({
      variation_code: 'dstv-padi',
      name: 'DStv Padi N4,400',
      amount: 4_400,
      fee: 100,
      total: PADI_TOTAL,
    })
    expect(
      (await api.verifySmartcard({ service_name: 'dstv', smartcard_number: '1212121212' })).data,
    ).toEqual({
      customer_name: 'TEST METER',
      current_variation_name: 'DStv Compact',
    })
  })

  it('delivered: the debit is final and the paid subscription is added', async () => {
    const { user, response } = await payAs('1212121212')
    expect(response.status).toBe(200)
    expect(await subscriptionsOf(user.id)).toEqual([{ name: 'DStv Padi N4,400', is_paid: true }])
    await expectLedgerMatches(db, user.id, kobo(10_000 - PADI_TOTAL))
  })

  it('failed: the debit is reversed and the answer says why', async () => {
    const { user, response } = await payAs('1212121213')
    expect(response.status).toBe(502)
    expect(response.body).toMatchObject({ message: expect.stringContaining('TRANSACTION FAILED') })
    expect(await subscriptionsOf(user.id)).toEqual([])
    await expectLedgerMatches(db, user.id, kobo(10_000))
  })

  it.each([
    ['099 processing', '1212121214'],
    ['pending', '1212121215'],
    ['a timeout', '1212121216'],
  ])('%s, then a requery that says delivered: paid once', async (_label, smartcard) => {
    const { user, response } = await payAs(smartcard)
    expect(response.status).toBe(200)
    expect(await subscriptionsOf(user.id)).toHaveLength(1)
    await expectLedgerMatches(db, user.id, kobo(10_000 - PADI_TOTAL))
  })

  it('a timeout, then a requery that says failed: reversed', async () => {
    const { user, response } = await payAs('1212121217')
    expect(response.status).toBe(502)
    expect(await subscriptionsOf(user.id)).toEqual([])
    await expectLedgerMatches(db, user.id, kobo(10_000))
  })

  it('a paid renewal asks VTpass to renew', async () => {
    const { user } = await payAs('1212121212')
    const [row] = await db.query<{ id: string }>(
      'select id from subscriptions where user_id = $1',
      [user.id],
    )
    const renewed = await server.raw(`/subscriptions/renew/${row!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(renewed.status).toBe(200)
    const mine = [...fake.payments.values()].filter((p) => p.billersCode === '1212121212')
    expect(mine.at(-1)?.subscription_type).toBe('renew')
    await expectLedgerMatches(db, user.id, kobo(10_000 - 2 * PADI_TOTAL))
  })
})
