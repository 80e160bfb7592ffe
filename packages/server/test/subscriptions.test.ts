import {
  CURRENCIES,
  MAX_AMOUNT,
  messages,
  paths,
  type FieldErrors,
  type Subscription,
} from '@recur/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { CATEGORY_NAMES } from '../src/services/categories'
import { useTestServer } from './helpers/app'
import { countRows, failure, signUp, startServer } from './helpers/server'
import {
  bearer,
  jsonHeaders,
  now,
  subscriptionBody,
  TODAY,
  UUID_PATTERN,
  YESTERDAY,
} from './helpers/subscriptions'

const server = useTestServer({ now })

describe('subscriptions: create, read, edit, delete', () => {
  it('creates a subscription and serves it in the contract shape', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const created = await api.createSubscription(subscriptionBody())
    expect(created.status).toBe(200)
    expect(created.message).toBe(messages.subscriptionCreated)
    const expected: Subscription = {
      uid: expect.stringMatching(UUID_PATTERN) as unknown as string,
      id: created.data.uid,
      name: 'Netflix Premium',
      amount: 7000.5,
      currency_code: 'NGN',
      category: { name: 'Entertainment' },
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      description: 'Family plan',
      auto_renew: true,
      is_paid: false,
      status: 'active',
      parent_id: null,
      created_at: expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
      ) as unknown as string,
      updated_at: expect.any(String) as unknown as string,
    }
    expect(created.data).toEqual(expected)
    expect(Object.keys(created.data).sort()).toEqual(Object.keys(expected).sort())

    const read = await api.getSubscription(created.data.id)
    expect(read.data).toEqual(created.data)
    const [row] = await server.db.query<{ amount_minor: string; currency_code: string }>(
      'select amount_minor::text, currency_code from subscriptions where id = $1',
      [created.data.id],
    )
    expect(row).toEqual({ amount_minor: '700050', currency_code: 'NGN' })
  })

  it('keeps amounts exact, trims text and stores an empty note as none', async () => {
    const api = server.api((await signUp(server)).token)
    for (const amount of [0, 0.07, 0.29, 1.1, 19.99, 1_234_567_890.12, MAX_AMOUNT]) {
      const { data } = await api.createSubscription(subscriptionBody({ amount }))
      expect(data.amount).toBe(amount)
    }
    const { data } = await api.createSubscription(
      subscriptionBody({ name: '  Spotify Family  ', description: '   ', currency: 'USD' }),
    )
    expect(data).toMatchObject({
      name: 'Spotify Family',
      description: null,
      currency_code: 'USD',
      category: { name: 'Music' },
    })
    const omitted = await api.createSubscription(
      subscriptionBody({ description: undefined, auto_renew: undefined }),
    )
    expect(omitted.data).toMatchObject({ description: null, auto_renew: true })
  })

  it('accepts an end date of today in Lagos, whatever the UTC date', async () => {
    const api = server.api((await signUp(server)).token)
    const { data } = await api.createSubscription(
      subscriptionBody({ start_date: YESTERDAY, end_date: TODAY }),
    )
    expect(data).toMatchObject({ end_date: TODAY, status: 'active' })
  })

  it('edits every field, re-files the category by the new name and keeps the id', async () => {
    const api = server.api((await signUp(server)).token)
    const { data: original } = await api.createSubscription(subscriptionBody())
    await new Promise((resolve) => setTimeout(resolve, 5))
    const edited = await api.updateSubscription(original.id, {
      name: 'DStv Compact',
      currency: 'GBP',
      amount: 12.99,
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      description: 'Living room',
      auto_renew: false,
    })
    expect(edited.message).toBe(messages.subscriptionUpdated)
    expect(edited.data).toMatchObject({
      uid: original.id,
      id: original.id,
      name: 'DStv Compact',
      currency_code: 'GBP',
      amount: 12.99,
      category: { name: 'TV' },
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      description: 'Living room',
      auto_renew: false,
      is_paid: false,
      parent_id: null,
      created_at: original.created_at,
    })
    expect(edited.data.updated_at > original.updated_at).toBe(true)
    expect((await api.getSubscription(original.id)).data).toEqual(edited.data)
  })

  it('deletes a subscription; it is then gone', async () => {
    const api = server.api((await signUp(server)).token)
    const { data } = await api.createSubscription(subscriptionBody())
    const removed = await api.deleteSubscription(data.id)
    expect(removed).toEqual({ status: 200, message: messages.ok, data: null })
    expect((await failure(api.getSubscription(data.id))).status).toBe(404)
    expect((await failure(api.deleteSubscription(data.id))).status).toBe(404)
    expect((await api.listSubscriptions()).data.total).toBe(0)
  })
})

describe('status against today in Lagos', () => {
  it('is active through the end date and expired the day after', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const { data: endsToday } = await api.createSubscription(
      subscriptionBody({ name: 'ends today', start_date: '2026-03-01', end_date: TODAY }),
    )
    const { data: endedYesterday } = await api.createSubscription(
      subscriptionBody({ name: 'ended yesterday', start_date: '2026-03-01', end_date: TODAY }),
    )
    // The form refuses a past end date, so the expired row is moved back in the database.
    await server.db.query('update subscriptions set end_date = $1 where id = $2', [
      YESTERDAY,
      endedYesterday.id,
    ])
    expect((await api.getSubscription(endsToday.id)).data.status).toBe('active')
    expect((await api.getSubscription(endedYesterday.id)).data).toMatchObject({
      end_date: YESTERDAY,
      status: 'expired',
    })
    const active = await api.listSubscriptions({ status: 'active' })
    expect(active.data.data.map((s) => s.name)).toEqual(['ends today'])
    const expired = await api.listSubscriptions({ status: 'expired' })
    expect(expired.data.data.map((s) => s.name)).toEqual(['ended yesterday'])
  })

  it('follows the clock: the same row expires when Lagos reaches the next day', async () => {
    const user = await signUp(server)
    const { data } = await server
      .api(user.token)
      .createSubscription(subscriptionBody({ start_date: TODAY, end_date: TODAY }))
    // 23:00 UTC on the 16th is midnight on the 17th in Lagos.
    const later = await startServer(server.db, { now: () => new Date('2026-03-16T22:59:59Z') })
    const next = await startServer(server.db, { now: () => new Date('2026-03-16T23:00:00Z') })
    try {
      expect((await later.api(user.token).getSubscription(data.id)).data.status).toBe('active')
      expect((await next.api(user.token).getSubscription(data.id)).data.status).toBe('expired')
    } finally {
      await later.close()
      await next.close()
    }
  })
})

/** Sends a body and expects a 422 with exactly these errors, and no row written or changed. */
async function expectInvalid(
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  errors: FieldErrors,
) {
  const before = await countRows(server.db)
  const response = await server.raw(path, {
    method,
    headers: jsonHeaders(token),
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(422)
  expect(response.body).toEqual({
    status: 422,
    message: messages.validationFailed,
    data: null,
    errors,
  })
  expect(await countRows(server.db)).toEqual(before)
}

const invalidBodies: Array<[string, unknown, FieldErrors]> = [
  [
    'an empty body',
    {},
    {
      name: [messages.subscriptionNameRequired],
      currency: [messages.currencyRequired],
      amount: [messages.amountRequired],
      start_date: [messages.startDateRequired],
      end_date: [messages.endDateRequired],
    },
  ],
  [
    'a blank name',
    subscriptionBody({ name: '   ' }),
    { name: [messages.subscriptionNameRequired] },
  ],
  [
    'an unknown currency',
    subscriptionBody({ currency: 'JPY' }),
    { currency: [messages.currencyUnsupported] },
  ],
  [
    'a lower-case currency',
    subscriptionBody({ currency: 'ngn' }),
    { currency: [messages.currencyUnsupported] },
  ],
  ['a negative amount', subscriptionBody({ amount: -0.01 }), { amount: [messages.amountMin] }],
  ['a text amount', subscriptionBody({ amount: 'abc' }), { amount: [messages.amountNotANumber] }],
  [
    'an object amount',
    subscriptionBody({ amount: { value: 1 } }),
    { amount: [messages.amountNotANumber] },
  ],
  ['a null amount', subscriptionBody({ amount: null }), { amount: [messages.amountRequired] }],
  ['a third decimal', subscriptionBody({ amount: 1.005 }), { amount: [messages.amountDecimals] }],
  ['a huge amount', subscriptionBody({ amount: 1e300 }), { amount: [messages.amountTooLarge] }],
  [
    'an end before the start',
    subscriptionBody({ start_date: '2026-04-02', end_date: '2026-04-01' }),
    { end_date: [messages.endBeforeStart] },
  ],
  [
    'an end before today in Lagos',
    subscriptionBody({ start_date: '2026-03-01', end_date: YESTERDAY }),
    { end_date: [messages.endBeforeToday] },
  ],
  [
    'dates that are not calendar dates',
    subscriptionBody({ start_date: '2026-02-30', end_date: '31/12/2026' }),
    { start_date: [messages.invalidDate], end_date: [messages.invalidDate] },
  ],
  [
    'fields of the wrong type',
    {
      name: 42,
      currency: ['NGN'],
      amount: true,
      start_date: 20260301,
      end_date: {},
      description: 7,
    },
    {
      name: [messages.subscriptionNameRequired],
      currency: [messages.currencyRequired],
      amount: [messages.amountNotANumber],
      start_date: [messages.startDateRequired],
      end_date: [messages.endDateRequired],
    },
  ],
  [
    'a JSON array',
    [subscriptionBody()],
    {
      name: [messages.subscriptionNameRequired],
      currency: [messages.currencyRequired],
      amount: [messages.amountRequired],
      start_date: [messages.startDateRequired],
      end_date: [messages.endDateRequired],
    },
  ],
]

describe('subscription bodies are validated with the contract schema (spec §5)', () => {
  let token: string
  let existing: Subscription
  beforeAll(async () => {
    token = (await signUp(server)).token
    existing = (await server.api(token).createSubscription(subscriptionBody())).data
  })

  it.each(invalidBodies)('POST with %s → 422', async (_label, body, errors) => {
    await expectInvalid(token, 'POST', paths.subscriptions, body, errors)
  })

  it.each(invalidBodies)(
    'PATCH edit with %s → 422, the row unchanged',
    async (_label, body, errors) => {
      await expectInvalid(token, 'PATCH', paths.editSubscription(existing.id), body, errors)
      expect((await server.api(token).getSubscription(existing.id)).data).toEqual(existing)
    },
  )

  it('answers a bad auto_renew with a 422, never a 500', async () => {
    const before = await countRows(server.db)
    const response = await server.raw(paths.subscriptions, {
      method: 'POST',
      headers: jsonHeaders(token),
      body: JSON.stringify(subscriptionBody({ auto_renew: 'perhaps' })),
    })
    expect(response.status).toBe(422)
    expect(Object.keys((response.body as { errors: FieldErrors }).errors)).toEqual(['auto_renew'])
    expect(await countRows(server.db)).toEqual(before)
  })

  it('ignores fields a client may not set', async () => {
    const { data } = await server.api(token).createSubscription({
      ...subscriptionBody(),
      id: '00000000-0000-4000-8000-000000000000',
      is_paid: true,
      parent_id: existing.id,
      user_id: existing.id,
      category: { name: 'TV' },
    } as never)
    expect(data).toMatchObject({
      is_paid: false,
      parent_id: null,
      category: { name: 'Entertainment' },
    })
    expect(data.id).not.toBe('00000000-0000-4000-8000-000000000000')
  })

  it('shows the spec messages word for word', () => {
    expect([
      messages.subscriptionNameRequired,
      messages.currencyRequired,
      messages.amountRequired,
      messages.amountMin,
      messages.startDateRequired,
      messages.endDateRequired,
      messages.endBeforeStart,
      messages.endBeforeToday,
      messages.subscriptionCreated,
      messages.subscriptionUpdated,
      messages.usernameRequired,
      messages.timezoneRequired,
    ]).toEqual([
      'Subscription Name is required',
      'Currency is required',
      'Amount is required',
      'Amount should be at least 0',
      'Start Date is required',
      'End Date is required',
      'End Date must be later than or equal to the Start Date',
      'End Date must be later than or equal to the current date',
      'Your Subscription has been successfully saved!',
      'Your Subscription has been Updated Succesfully!',
      'Username is required',
      'Timezone is required',
    ])
  })
})

describe("another user's subscription, and ids that name nothing", () => {
  let owner: { token: string }
  let stranger: { token: string }
  let theirs: Subscription
  beforeAll(async () => {
    owner = await signUp(server)
    stranger = await signUp(server)
    theirs = (await server.api(owner.token).createSubscription(subscriptionBody())).data
  })

  const routes = (id: string): Array<[string, string, unknown]> => [
    ['GET', paths.subscription(id), undefined],
    ['PATCH', paths.editSubscription(id), subscriptionBody({ name: 'Hijacked' })],
    ['POST', paths.renewSubscription(id), {}],
    ['DELETE', paths.removeSubscription(id), undefined],
  ]

  it.each(['GET', 'PATCH', 'POST', 'DELETE'])(
    "%s on another user's row → 404, and the row is untouched",
    async (method) => {
      const [, path, body] = routes(theirs.id).find(([m]) => m === method)!
      const before = await countRows(server.db)
      const response = await server.raw(path, {
        method,
        headers: body === undefined ? bearer(stranger.token) : jsonHeaders(stranger.token),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ status: 404, message: messages.notFound, data: null })
      expect(await countRows(server.db)).toEqual(before)
      expect((await server.api(owner.token).getSubscription(theirs.id)).data).toEqual(theirs)
    },
  )

  it("leaves another user's rows out of the list", async () => {
    const list = await server.api(stranger.token).listSubscriptions()
    expect(list.data).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 200, total: 0 })
  })

  it.each([
    'abc',
    '1',
    '00000000-0000-4000-8000-00000000000g',
    `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    'x'.repeat(300),
    "1' or '1'='1",
    '%20',
    '%zz',
  ])('malformed or unknown id %j → 404 on every route', async (id) => {
    for (const [method, path, body] of routes(id === '%zz' ? id : encodeURIComponent(id))) {
      const response = await server.raw(path, {
        method,
        headers: body === undefined ? bearer(owner.token) : jsonHeaders(owner.token),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.body).toMatchObject({ status: 404, message: messages.notFound })
    }
  })
})

describe('signed-out requests', () => {
  const id = '00000000-0000-4000-8000-000000000001'
  const routes: Array<[string, string]> = [
    ['GET', paths.subscriptions],
    ['POST', paths.subscriptions],
    ['GET', paths.subscription(id)],
    ['PATCH', paths.editSubscription(id)],
    ['POST', paths.renewSubscription(id)],
    ['DELETE', paths.removeSubscription(id)],
    ['GET', paths.categories],
    ['GET', paths.currencies],
    ['GET', paths.profile],
    ['POST', paths.profile],
  ]

  it.each(routes)('%s %s without a token → 401', async (method, path) => {
    const before = await countRows(server.db)
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-real-token' },
    ]
    for (const headers of attempts) {
      const response = await server.raw(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { body: JSON.stringify(subscriptionBody()) }),
      })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ status: 401, message: messages.unauthenticated, data: null })
    }
    expect(await countRows(server.db)).toEqual(before)
  })
})

describe('lookups', () => {
  it('lists the categories, each with an id, in catalogue order', async () => {
    const { data } = await server.api((await signUp(server)).token).categories()
    expect(data.map((c) => c.name)).toEqual([...CATEGORY_NAMES])
    for (const category of data) expect(category.id).toMatch(UUID_PATTERN)
  })

  it('lists the currencies of the contract', async () => {
    const { data } = await server.api((await signUp(server)).token).currencies()
    expect(data).toEqual(CURRENCIES)
    expect(data.map((c) => [c.code, c.sign])).toEqual([
      ['NGN', '₦'],
      ['USD', '$'],
      ['GBP', '£'],
      ['EUR', '€'],
    ])
  })

  it('files subscriptions by their name', async () => {
    const api = server.api((await signUp(server)).token)
    const cases: Array<[string, string]> = [
      ['YouTube Music', 'Music'],
      ['YouTube Premium', 'Entertainment'],
      ['iCloud+', 'Cloud Storage'],
      ['GOtv Supa', 'TV'],
      ['Gym', 'Others'],
    ]
    for (const [name, category] of cases) {
      expect((await api.createSubscription(subscriptionBody({ name }))).data.category).toEqual({
        name: category,
      })
    }
  })

  it('seeds the categories once, however often the server starts', async () => {
    const again = await startServer(server.db, { now })
    await again.close()
    const [row] = await server.db.query<{ n: number | string }>(
      'select count(*) as n from categories',
    )
    expect(Number(row?.n)).toBe(CATEGORY_NAMES.length)
  })
})
