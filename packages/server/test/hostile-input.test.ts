import { endpoints, messages, paths, TEXT_LIMITS } from '@recur/api'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inputMessages } from '../src/http/validate'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import {
  corruptBody,
  encodeSegment,
  ENDPOINTS,
  expectEnvelope,
  hostileId,
  hostileQuery,
  hostileText,
  jsonText,
  label,
  malformedJson,
  overLongText,
  pathOf,
  RAW_BAD_ENCODINGS,
  request,
  validBody,
  writeWatch,
  wrongContentType,
  type Endpoint,
} from './helpers/hostile'
import { signUp, startServer, type TestServer } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'

/*
 * Hostile input on every endpoint of the tables (@recur/api `endpoints`) and on the
 * server's own routes outside it: generated bodies, query strings and path ids. Whatever comes
 * in, the answer is the envelope, never a 5xx; a refusal writes nothing (every table's count and
 * content hash) and sends no mail. One server for the file; bad-input.test.ts and
 * validation.test.ts hold the hand-picked cases.
 */

let db: TestDatabase
let server: TestServer
let token: string
/** The signed-in user's own tracked subscription: a refusal must leave it alone. */
let ownId: string
const watch = () => writeWatch(db, server)
let w: ReturnType<typeof watch>

beforeAll(async () => {
  db = await createTestDatabase()
  server = await startServer(db, { now })
  token = (await signUp(server)).token
  ownId = (await server.api(token).createSubscription(subscriptionBody())).data.id
  w = watch()
})
beforeEach(async () => {
  await w.take()
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
})

const json = { 'content-type': 'application/json' }
const signedIn = () => ({ authorization: `Bearer ${token}` })
const url = (endpoint: Endpoint, id = ownId) => `/api${pathOf(endpoint, encodeSegment(id))}`

const withBody = ENDPOINTS.filter((e) => e.body)
const writes = ENDPOINTS.filter((e) => e.method !== 'GET')
const reads = ENDPOINTS.filter((e) => e.method === 'GET')
const withId = ENDPOINTS.filter((e) => e.id)
const withQuery = ENDPOINTS.filter((e) => e.query)

describe('the catalogue', () => {
  it('holds every row of the endpoint tables, each on a route the server has', () => {
    expect(ENDPOINTS.map((e) => e.key)).toEqual(Object.keys(endpoints))
    for (const endpoint of ENDPOINTS) {
      expect(
        server.app.hasRoute({ method: endpoint.method, url: `/api${pathOf(endpoint)}` }),
        label(endpoint),
      ).toBe(true)
    }
  })
})

describe('hostile bodies', () => {
  it('a body with a field that can never pass → 422 naming a field; nothing written', async () => {
    const cases = fc
      .constantFrom(...withBody)
      .chain((endpoint) =>
        corruptBody(endpoint.body ?? {}).map((corrupt) => ({ endpoint, ...corrupt })),
      )
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, body }) => {
        const answer = await request(server, endpoint.method, url(endpoint), {
          headers: { ...json, ...signedIn() },
          body: jsonText(body),
        })
        expectEnvelope(answer, 422)
        const errors = (answer.body as { errors?: Record<string, string[]> }).errors ?? {}
        expect(Object.keys(errors).length).toBeGreaterThan(0)
        await w.expectUnchanged(label(endpoint))
      }),
      { numRuns: 200 },
    )
  })

  it('a body that cannot be read → 400, 413 or 415 (422 when not an object); nothing written', async () => {
    const cases = fc.constantFrom(...writes).chain((endpoint) => {
      const limit = endpoint.bodyLimit ?? server.config.bodyLimitBytes
      const good = validBody(endpoint) ?? {}
      const variants: Array<fc.Arbitrary<{ status: number; type: string; body: string }>> = [
        malformedJson(good).map((body) => ({ status: 400, type: 'application/json', body })),
        fc.integer({ min: limit + 1, max: limit + 4096 }).map((size) => ({
          status: 413,
          type: 'application/json',
          body: JSON.stringify({ ...good, pad: 'x'.repeat(size) }),
        })),
        wrongContentType.map((type) => ({ status: 415, type, body: JSON.stringify(good) })),
      ]
      if (endpoint.emptyRefused) {
        variants.push(
          fc
            .oneof(
              fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
              fc.string(),
              fc.double(),
              fc.boolean(),
              fc.constant(null),
              fc.constant([validBody(endpoint)]),
            )
            .map((value) => ({
              status: 422,
              type: 'application/json',
              body: JSON.stringify(value),
            })),
        )
      }
      return fc.oneof(...variants).map((variant) => ({ endpoint, ...variant }))
    })
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, status, type, body }) => {
        const answer = await request(server, endpoint.method, url(endpoint), {
          headers: { 'content-type': type, ...signedIn() },
          body,
        })
        expectEnvelope(answer, status)
        await w.expectUnchanged(label(endpoint))
      }),
      { numRuns: 120 },
    )
  })

  it('well-formed bodies with hostile text → never a 5xx, and a refusal writes nothing', async () => {
    // Fields whose text reaches the services and the database when the rest is good.
    const targets: Array<[Endpoint, string[]]> = [
      [byKey('createSubscription'), ['name', 'description']],
      [byKey('updateSubscription'), ['name', 'description']],
      [byKey('updateProfile'), ['username', 'timezone']],
      [
        byKey('pay'),
        ['service_name', 'variation_code', 'email', 'phone_number', 'smartcard_number'],
      ],
      [byKey('login'), ['email', 'password']],
      [byKey('forgotPassword'), ['email']],
      [byKey('resetPassword'), ['token']],
      [byKey('changePassword'), ['old_password']],
      // An imported file's name, and bytes that are base64 but no file Recur reads.
      [byKey('previewImport'), ['file_name', 'content']],
      [byKey('confirmImport'), ['file_name', 'content']],
    ]
    const cases = fc.constantFrom(...targets).chain(([endpoint, fields]) =>
      fc
        .tuple(
          fc.subarray(fields, { minLength: 1 }),
          fc.array(fc.oneof(hostileText, overLongText(TEXT_LIMITS.description)), {
            minLength: fields.length,
            maxLength: fields.length,
          }),
        )
        .map(([chosen, texts]) => {
          const body: Record<string, unknown> = { ...validBody(endpoint) }
          chosen.forEach((field, i) => (body[field] = texts[i]))
          return { endpoint, body }
        }),
    )
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, body }) => {
        const answer = await request(server, endpoint.method, url(endpoint), {
          headers: { ...json, ...signedIn() },
          body: JSON.stringify(body),
        })
        expectEnvelope(answer)
        if (answer.status >= 400) await w.expectUnchanged(label(endpoint))
        // An accepted edit or new subscription is a write: the next case starts from here.
        else await w.take()
      }),
      { numRuns: 120 },
    )
  })
})

describe('U+0000, which PostgreSQL text cannot hold (found by the properties above: it was a 500)', () => {
  it.each([
    ['POST', paths.subscriptions, subscriptionBody({ name: 'Net\u0000flix' }), 'name'],
    ['POST', paths.subscriptions, subscriptionBody({ description: '\u0000' }), 'description'],
    ['POST', paths.profile, { username: 'a\u0000b', timezone: 'Africa/Lagos' }, 'username'],
    [
      'POST',
      paths.pay,
      { ...validBody(byKey('pay')), phone_number: '0901\u00002345678' },
      'phone_number',
    ],
    ['GET', `${paths.subscriptions}?name=%00`, undefined, 'name'],
    ['GET', `${paths.subscriptions}?category=a%00`, undefined, 'category'],
    ['GET', `${paths.walletTransactions}?search=%00`, undefined, 'search'],
  ])('%s %s → 422 naming the field; nothing written', async (method, path, body, field) => {
    const answer = await request(server, method, `/api${path}`, {
      headers: { ...json, ...signedIn() },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    expectEnvelope(answer, 422)
    expect((answer.body as { errors: Record<string, string[]> }).errors[field]).toEqual([
      inputMessages.nulCharacter,
    ])
    await w.expectUnchanged(path)
  })

  it('names no checkout (404) and no funding to settle (a redirect to the wallet)', async () => {
    for (const method of ['GET', 'POST']) {
      const suffix = method === 'POST' ? '/pay' : ''
      expectEnvelope(await request(server, method, `/checkout/RCR-FUND-%00${suffix}`), 404)
    }
    const callback = await request(server, 'GET', '/api/wallet/callback?reference=RCR-FUND-%00')
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/wallet')
    await w.expectUnchanged('checkout')
  })
})

describe('hostile path ids', () => {
  it('an id that names nothing (non-uuid, huge, unicode, SQL-ish, bad encoding) → 404; nothing written', async () => {
    const ids = fc.oneof(
      { weight: 4, arbitrary: hostileId.map((id) => encodeSegment(id)) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BAD_ENCODINGS) },
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withId), ids, async (endpoint, id) => {
        const body = validBody(endpoint)
        const answer = await request(server, endpoint.method, `/api${pathOf(endpoint, id)}`, {
          headers: { ...(body ? json : {}), ...signedIn() },
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
        expectEnvelope(answer, 404)
        expect((answer.body as { message: string }).message).toBe(messages.notFound)
        await w.expectUnchanged(`${label(endpoint)} id=${id}`)
      }),
      { numRuns: 120 },
    )
  })
})

describe('hostile query strings', () => {
  it('any query string on any read → the envelope, never a 5xx; nothing written', async () => {
    const cases = fc
      .constantFrom(...reads)
      .chain((endpoint) =>
        hostileQuery(Object.keys(endpoint.query ?? {})).map((query) => ({ endpoint, query })),
      )
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, query }) => {
        const answer = await request(server, 'GET', `${url(endpoint)}?${query}`, {
          headers: signedIn(),
        })
        expectEnvelope(answer)
        await w.expectUnchanged(`${label(endpoint)}?${query}`)
      }),
      { numRuns: 100 },
    )
  })

  it('a query value that never passes, or a key given twice → 422; nothing written', async () => {
    const cases = fc.constantFrom(...withQuery).chain((endpoint) => {
      const spec = endpoint.query ?? {}
      const keys = Object.keys(spec)
      const pairs = fc.subarray(keys, { minLength: 1 }).chain((bad) =>
        fc
          .tuple(
            ...keys.map((key) => {
              const field = spec[key] as (typeof spec)[string]
              if (bad.includes(key)) {
                return fc.oneof(
                  { weight: 4, arbitrary: field.invalid.map((v) => [[key, v]]) },
                  // the same key twice, each time with a good value
                  {
                    weight: 1,
                    arbitrary: fc.constant([
                      [key, field.valid],
                      [key, field.valid],
                    ]),
                  },
                )
              }
              return fc.oneof(fc.constant([[key, field.valid]]), fc.constant([]))
            }),
          )
          .map((lists) => (lists as string[][][]).flat()),
      )
      return pairs.map((list) => ({
        endpoint,
        query: list
          .map(([k, v]) => `${encodeSegment(k ?? '')}=${encodeSegment(v ?? '')}`)
          .join('&'),
      }))
    })
    // What validation refuses, so requests Node takes: a header section over its 16 KiB is a 431
    // before any route (abuse-limits.test.ts), and long values together can make one.
    const withinNodeLimit = cases.filter(
      ({ endpoint, query }) => `${url(endpoint)}?${query}`.length <= 12 * 1024,
    )
    await fc.assert(
      fc.asyncProperty(withinNodeLimit, async ({ endpoint, query }) => {
        const answer = await request(server, 'GET', `${url(endpoint)}?${query}`, {
          headers: signedIn(),
        })
        expectEnvelope(answer, 422)
        await w.expectUnchanged(`${label(endpoint)}?${query}`)
      }),
      { numRuns: 120 },
    )
  })
})

describe("the server's own routes outside the contract", () => {
  it('/checkout/<reference>, its pay and cancel, with references that name nothing → 404; nothing written', async () => {
    const references = fc.oneof(
      hostileId.map(encodeSegment),
      fc.constantFrom('RCR-FUND-NOT-OURS', ...RAW_BAD_ENCODINGS),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST pay', 'POST cancel'),
        references,
        async (action, reference) => {
          const [method = 'GET', button] = action.split(' ')
          const answer = await request(
            server,
            method,
            `/checkout/${reference}${button ? `/${button}` : ''}`,
            method === 'POST'
              ? {
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: 'amount=1&status=success',
                }
              : {},
          )
          expectEnvelope(answer, 404)
          await w.expectUnchanged(`${action} /checkout/${reference}`)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('/api/wallet/callback with any reference → a redirect to the wallet; nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery(['reference']), async (query) => {
        const answer = await request(server, 'GET', `/api/wallet/callback?${query}`)
        expect(answer.status, JSON.stringify(answer.body)).toBe(302)
        expect(answer.headers.get('location')).toMatch(/^\/wallet/)
        await w.expectUnchanged(`callback?${query}`)
      }),
      { numRuns: 40 },
    )
  })

  it('/api/calendar/<file>, the calendar feed, with files that open no feed → 404; nothing written', async () => {
    const files = fc.oneof(
      hostileId.map(encodeSegment),
      hostileId.map((id) => `${encodeSegment(id)}.ics`),
      // The shape of a real token, and a real token's hash, are no feed either.
      fc.constantFrom('A'.repeat(43), `${'A'.repeat(43)}.ics`, `${'a'.repeat(64)}.ics`),
      fc.constantFrom(...RAW_BAD_ENCODINGS),
    )
    await fc.assert(
      fc.asyncProperty(files, async (file) => {
        const answer = await request(server, 'GET', `/api/calendar/${file}`)
        expectEnvelope(answer, 404)
        await w.expectUnchanged(`/api/calendar/${file}`)
      }),
      { numRuns: 60 },
    )
  })

  it('/services/<file> artwork with any file name → an SVG or the 404 envelope; nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            hostileId,
            fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
          )
          .map((id) => `${encodeSegment(id)}.svg`),
        async (file) => {
          const answer = await request(server, 'GET', `/services/${file}`)
          if (answer.status === 200) {
            expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
            expect(answer.body).not.toContain('undefined')
          } else expectEnvelope(answer, 404)
          await w.expectUnchanged(`/services/${file}`)
        },
      ),
      { numRuns: 40 },
    )
  })
})

function byKey(key: Endpoint['key']): Endpoint {
  const found = ENDPOINTS.find((e) => e.key === key)
  if (!found) throw new Error(`no ${key} in the catalogue`)
  return found
}
