import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { webhookMessages } from '../src/routes/paystackWebhook'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { paystackSignature, startFakePaystack } from './helpers/fakePaystack'
import {
  expectEnvelope,
  hostileQuery,
  hostileText,
  junk,
  malformedJson,
  request,
  writeWatch,
  wrongContentType,
} from './helpers/hostile'
import { signUp, startServer, type TestServer } from './helpers/server'

/*
 * The Paystack webhook and callback (served only when Paystack is the gateway) under hostile
 * input: forged or missing signatures, and signed events that are malformed, wrongly typed or
 * name references that are nobody's. Never a 5xx; nothing written; a forgery is a 401.
 */

const SECRET = 'sk_test_recur_hostile_secret'
const WEBHOOK = '/api/wallet/paystack/webhook'

let db: TestDatabase
let server: TestServer
let paystack: Awaited<ReturnType<typeof startFakePaystack>>
const watch = () => writeWatch(db, server)
let w: ReturnType<typeof watch>

beforeAll(async () => {
  db = await createTestDatabase()
  paystack = await startFakePaystack(SECRET)
  server = await startServer(db, {
    config: { paystack: { secretKey: SECRET, baseUrl: paystack.baseUrl } },
  })
  // A pending credit of someone's: a hostile event must not settle it.
  const user = await signUp(server)
  await server.api(user.token).fundWallet({ amount: 500 })
  w = watch()
})
beforeEach(async () => {
  await w.take()
})
afterAll(async () => {
  await server?.close()
  await paystack?.close()
  await db?.dispose()
})

const sign = (body: string, secret = SECRET) => paystackSignature(body, secret)

/** Events shaped like Paystack's, with anything in their fields. */
const event = fc
  .record(
    {
      event: fc.oneof(fc.constant('charge.success'), hostileText, junk),
      data: fc.oneof(
        fc.record({ reference: fc.oneof(hostileText, junk), amount: junk, status: junk }),
        junk,
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value))

describe('POST /api/wallet/paystack/webhook', () => {
  it('a signed event, malformed or naming nobody’s reference → 200 or 400, never 5xx; nothing written', async () => {
    const bodies = fc.oneof(
      { weight: 3, arbitrary: event.map((body) => ({ body, status: 200 })) },
      { weight: 1, arbitrary: malformedJson({}).map((body) => ({ body, status: 400 })) },
    )
    await fc.assert(
      fc.asyncProperty(bodies, async ({ body, status }) => {
        const answer = await request(server, 'POST', WEBHOOK, {
          headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
          body,
        })
        expectEnvelope(answer, status)
        await w.expectUnchanged(body)
      }),
      { numRuns: 40 },
    )
  })

  it('a forged, missing or misplaced signature → 401 whatever the body; nothing written', async () => {
    const signature = fc.oneof(
      fc.constant(undefined),
      fc.stringMatching(/^[0-9a-f]{128}$/),
      fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 140 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(event, malformedJson({})),
        signature,
        fc.boolean(),
        async (body, forged, otherSecret) => {
          const value = otherSecret ? sign(body, 'sk_test_someone_else') : forged
          const printable = value === undefined || /^[\x21-\x7e]+$/.test(value)
          const answer = await request(server, 'POST', WEBHOOK, {
            headers: {
              'content-type': 'application/json',
              ...(value !== undefined && printable ? { 'x-paystack-signature': value } : {}),
            },
            body,
          })
          expectEnvelope(answer, 401)
          expect((answer.body as { message: string }).message).toBe(webhookMessages.forged)
          await w.expectUnchanged(body)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('a body that is not JSON → 415; nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(wrongContentType, async (type) => {
        const body = JSON.stringify({ event: 'charge.success', data: { reference: 'x' } })
        const answer = await request(server, 'POST', WEBHOOK, {
          headers: { 'content-type': type, 'x-paystack-signature': sign(body) },
          body,
        })
        expectEnvelope(answer, 415)
        await w.expectUnchanged(type)
      }),
      { numRuns: 10 },
    )
  })
})

describe('GET /api/wallet/callback with Paystack', () => {
  it('any reference → a redirect to the wallet; nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery(['reference']), async (query) => {
        const answer = await request(server, 'GET', `/api/wallet/callback?${query}`)
        expect(answer.status, JSON.stringify(answer.body)).toBe(302)
        await w.expectUnchanged(query)
      }),
      { numRuns: 30 },
    )
  })
})
