import { createHash } from 'node:crypto'
import { messages, type Envelope, type Paginated, type WalletTransaction } from '@recur/api'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import {
  ENDPOINTS,
  expectEnvelope,
  label,
  pathOf,
  request,
  validBody,
  writeWatch,
  type Endpoint,
} from './helpers/hostile'
import { PASSWORD, signUp, startServer, type TestServer } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'
import { dstvPayment, fundWallet, pressCheckout } from './helpers/wallet'

/*
 * Who may touch what. Every signed-in endpoint of the contract answers 401 to a missing,
 * expired, revoked or garbage token, even with a good body and the token owner's own ids; and
 * another user's ids (subscriptions, ledger rows, references, idempotency keys) name nothing:
 * 404, or an empty search, and nothing written.
 */

let db: TestDatabase
let server: TestServer
const watch = () => writeWatch(db, server)
let w: ReturnType<typeof watch>

/** Ada owns things; Bola tries to reach them. */
let ada: { id: string; token: string }
let bola: { id: string; token: string }
let adaTracked: string
let adaPaid: string
let adaReferences: string[]
const ADA_KEY = 'ada-payment-key-1'
const payment = dstvPayment()

/** Cleo's tokens: one expired, one revoked by logging out, for requests about Cleo's own row. */
let cleoExpired: string
let cleoRevoked: string
let cleoTracked: string

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

beforeAll(async () => {
  db = await createTestDatabase()
  server = await startServer(db, { now })
  ada = await signUp(server)
  bola = await signUp(server)
  const adaApi = server.api(ada.token)
  adaTracked = (await adaApi.createSubscription(subscriptionBody())).data.id
  await fundWallet(server, ada.token, 20_000)
  expect((await adaApi.pay(payment, ADA_KEY)).status).toBe(200)
  const rows = (await adaApi.listSubscriptions()).data.data
  adaPaid = rows.find((s) => s.is_paid)?.id ?? ''
  expect(adaPaid).not.toBe('')
  adaReferences = (await adaApi.walletTransactions()).data.data.map((t) => t.reference)
  expect(adaReferences).toHaveLength(2)

  const cleo = await signUp(server)
  cleoTracked = (await server.api(cleo.token).createSubscription(subscriptionBody())).data.id
  cleoExpired = cleo.token
  await db.query(
    "update sessions set expires_at = now() - interval '1 second' where token_hash = $1",
    [sha256(cleoExpired)],
  )
  cleoRevoked = (await server.api().login({ email: cleo.email, password: PASSWORD })).data.user
    .token
  await server.api(cleoRevoked).logout()
  w = watch()
})
beforeEach(async () => {
  await w.take()
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
})

const signedInOnly = ENDPOINTS.filter((e) => e.auth)

/** The endpoint's good request, about `id`, with these headers. */
function goodRequest(endpoint: Endpoint, id: string, headers: Record<string, string>) {
  const body = validBody(endpoint)
  const query = Object.entries(endpoint.query ?? {})
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(field.valid)}`)
    .join('&')
  return request(
    server,
    endpoint.method,
    `/api${pathOf(endpoint, encodeURIComponent(id))}${query ? `?${query}` : ''}`,
    {
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    },
  )
}

describe('401 on every signed-in endpoint', () => {
  const tokens: Array<[string, () => Record<string, string>]> = [
    ['no token', () => ({})],
    ['an expired token', () => ({ authorization: `Bearer ${cleoExpired}` })],
    ['a token revoked by logout', () => ({ authorization: `Bearer ${cleoRevoked}` })],
  ]

  it('covers every signed-in endpoint of the catalogue', () => {
    expect(signedInOnly.length).toBe(ENDPOINTS.length - 5)
    expect(ENDPOINTS.filter((e) => !e.auth).map((e) => e.key)).toEqual([
      'login',
      'register',
      'forgotPassword',
      'resetPassword',
      // Its ticket is its credential (a browser's download carries no bearer token).
      'downloadExport',
    ])
  })

  it.each(tokens)(
    '%s → 401 on each, even for a good request about the owner’s own row; nothing written',
    async (name, headers) => {
      for (const endpoint of signedInOnly) {
        const answer = await goodRequest(endpoint, cleoTracked, headers())
        expect(answer.status, `${label(endpoint)} with ${name}`).toBe(401)
        expectEnvelope(answer, 401)
        expect((answer.body as Envelope<null>).message).toBe(messages.unauthenticated)
        await w.expectUnchanged(`${label(endpoint)} with ${name}`)
      }
    },
  )

  it('any garbage Authorization header → 401 on any signed-in endpoint; nothing written', async () => {
    const token = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 80 }),
      fc.constantFrom(
        sha256(ada.token),
        `${ada.token}x`,
        ada.token.slice(1),
        ada.token.toUpperCase() === ada.token ? ada.token.toLowerCase() : ada.token.toUpperCase(),
        `${ada.token.slice(0, 42)}=`,
        "' or '1'='1",
        'null',
        'undefined',
        '%00',
      ),
    )
    const header = fc.oneof(
      token.map((t) => `Bearer ${t}`),
      token.map((t) => `Bearer  ${t}`),
      token.map((t) => `Token ${t}`),
      token.map((t) => `Bearer ${t} ${t}`),
      token,
      fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `bearer${ada.token}`),
    )
    // Header values are visible ASCII (and inner spaces): fetch refuses anything else.
    const printable = header.filter((h) => /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(h))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...signedInOnly), printable, async (endpoint, value) => {
        const answer = await goodRequest(endpoint, adaTracked, { authorization: value })
        expectEnvelope(answer, 401)
        await w.expectUnchanged(`${label(endpoint)} authorization=${value}`)
      }),
      { numRuns: 80 },
    )
  })
})

describe("another user's ids", () => {
  const idEndpoints = ENDPOINTS.filter((e) => e.id)

  it.each(
    idEndpoints.flatMap((e) => [[label(e), 'tracked', e] as const, [label(e), 'paid', e] as const]),
  )('%s on their %s subscription → 404; nothing written', async (_label, which, endpoint) => {
    const id = which === 'tracked' ? adaTracked : adaPaid
    const answer = await goodRequest(endpoint, id, { authorization: `Bearer ${bola.token}` })
    expectEnvelope(answer, 404)
    expect((answer.body as Envelope<null>).message).toBe(messages.notFound)
    await w.expectUnchanged(`${label(endpoint)} ${which}`)
  })

  it('any id of theirs from any table (user, session, ledger, payment, subscription) → 404', async () => {
    const rows = await db.query<{ id: string }>(
      `select id::text from users where id = $1
       union all select id::text from sessions where user_id = $1
       union all select id::text from wallet_transactions where user_id = $1
       union all select id::text from service_payments where user_id = $1
       union all select id::text from subscriptions where user_id = $1
       union all select id::text from categories`,
      [ada.id],
    )
    const ids = rows.map((r) => r.id)
    expect(ids.length).toBeGreaterThan(6)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...idEndpoints),
        fc.constantFrom(...ids),
        fc.boolean(),
        async (endpoint, id, upper) => {
          const answer = await goodRequest(endpoint, upper ? id.toUpperCase() : id, {
            authorization: `Bearer ${bola.token}`,
          })
          expectEnvelope(answer, 404)
          await w.expectUnchanged(`${label(endpoint)} ${id}`)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('their wallet references are not found by a search of the ledger', async () => {
    for (const reference of adaReferences) {
      for (const search of [reference, reference.slice(4, 12), reference.toLowerCase()]) {
        const answer = await request(
          server,
          'GET',
          `/api/wallet/transactions?search=${encodeURIComponent(search)}`,
          { headers: { authorization: `Bearer ${bola.token}` } },
        )
        expectEnvelope(answer, 200)
        const page = (answer.body as Envelope<Paginated<WalletTransaction>>).data
        expect(page.data).toEqual([])
        expect(page.total).toBe(0)
      }
    }
    await w.expectUnchanged('ledger search')
  })

  it('their idempotency key does not replay their payment: 402 for an empty wallet; nothing written', async () => {
    const answer = await request(server, 'POST', '/api/service-payment/pay', {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bola.token}`,
        'idempotency-key': ADA_KEY,
      },
      body: JSON.stringify(payment),
    })
    expectEnvelope(answer, 402)
    expect((answer.body as Envelope<null>).message).toBe(messages.insufficientFunds)
    await w.expectUnchanged('pay with their key')
  })

  it('their settled checkout, pressed again by anyone, and its callback change nothing', async () => {
    const funding = adaReferences.find((r) => r.startsWith('RCR-FUND-')) ?? ''
    const paymentUrl = `${server.config.appUrl}/checkout/${funding}`
    for (const button of ['pay', 'cancel'] as const) {
      expect((await pressCheckout(server, paymentUrl, button)).status).toBe(303)
    }
    const callback = await request(server, 'GET', `/api/wallet/callback?reference=${funding}`)
    expect(callback.status).toBe(302)
    await w.expectUnchanged('checkout replay')
  })

  it('every read of theirs shows only their own data', async () => {
    const bolaApi = server.api(bola.token)
    expect((await bolaApi.listSubscriptions()).data.total).toBe(0)
    expect((await bolaApi.walletTransactions()).data.total).toBe(0)
    expect((await bolaApi.walletBalance()).data.balance).toBe(0)
    expect((await bolaApi.expiringSoon()).data).toEqual([])
    expect((await bolaApi.profile()).data.user.id).toBe(bola.id)
    // …while Ada's are there to be seen.
    expect((await server.api(ada.token).listSubscriptions()).data.total).toBe(2)
    await w.expectUnchanged('reads')
  })
})
