import {
  CURRENCY_CODES,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  messages,
  paths,
  type Envelope,
  type FieldErrors,
  type Paginated,
  type Subscription,
} from '@recur/api'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_AMOUNT_MINOR } from '../src/db/schema'
import { CATEGORY_NAMES } from '../src/services/categories'
import { useTestServer } from './helpers/app'
import { signUp } from './helpers/server'
import { bearer, now, subscriptionBody, TODAY } from './helpers/subscriptions'

let categoryIds: Map<string, string>

const server = useTestServer({ now })
beforeAll(async () => {
  const rows = await server.db.query<{ id: string; name: string }>(
    'select id, name from categories',
  )
  categoryIds = new Map(rows.map((r) => [r.name, r.id]))
})

/** GET /api/subscriptions with a raw query string (so one-ended ranges and junk can be sent). */
async function list(token: string, query: Record<string, string> | string) {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString()
  const response = await server.raw(`${paths.subscriptions}${search ? `?${search}` : ''}`, {
    headers: bearer(token),
  })
  return response as { status: number; body: Envelope<Paginated<Subscription>> }
}

// ---------------------------------------------------------------------------------------------
// A generated data set, inserted directly, and random queries answered two ways: by the server
// and by a plain in-memory reading of the spec's filter rules below.

interface Row {
  id: string
  name: string
  amountMinor: number
  currency: (typeof CURRENCY_CODES)[number]
  category: string
  startDate: string
  endDate: string
  /** Seconds after a fixed instant; few values, so equal timestamps are common. */
  createdSecond: number
}

interface Query {
  name?: string
  category?: string
  status?: 'active' | 'expired'
  currency?: string
  startFrom?: string
  startTo?: string
  endFrom?: string
  endTo?: string
  /** Amount bounds in thousandths of a major unit (3 decimals, so rounding is exercised). */
  amountFrom?: number
  amountTo?: number
  page?: number
  perPage?: number
}

const DAY0 = Date.UTC(2026, 2, 6) // 2026-03-06: generated dates straddle TODAY (2026-03-16)
const dayIso = (offset: number) => new Date(DAY0 + offset * 86_400_000).toISOString().slice(0, 10)
const dateArb = fc.integer({ min: 0, max: 18 }).map(dayIso)
// Few letters plus the LIKE metacharacters and the escape character, so searches hit often.
const textArb = (min: number, max: number) =>
  fc
    .array(fc.constantFrom('a', 'b', 'A', 'B', '%', '_', '\\', ' ', 'x'), {
      minLength: min,
      maxLength: max,
    })
    .map((chars) => chars.join(''))

const rowArb: fc.Arbitrary<Row> = fc
  .record({
    id: fc.uuid({ version: 4 }),
    name: textArb(1, 6).filter((n) => n.trim() !== ''),
    amountMinor: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(0, 100, 500, 5000)),
    currency: fc.constantFrom(...CURRENCY_CODES),
    category: fc.constantFrom(...CATEGORY_NAMES),
    start: fc.integer({ min: 0, max: 12 }),
    length: fc.integer({ min: 0, max: 6 }),
    createdSecond: fc.integer({ min: 0, max: 8 }),
  })
  .map(({ start, length, ...row }) => ({
    ...row,
    startDate: dayIso(start),
    endDate: dayIso(start + length),
  }))

const rowsArb = (max: number) =>
  fc.uniqueArray(rowArb, { selector: (r) => r.id, maxLength: max, size: 'max' })

const FILTER_KEYS = [
  'name',
  'category',
  'status',
  'currency',
  'startFrom',
  'startTo',
  'endFrom',
  'endTo',
  'amountFrom',
  'amountTo',
] as const

/** A few filters at a time (all of them at once would rarely match anything), and paging. */
const queryArb: fc.Arbitrary<Query> = fc
  .record({
    values: fc.record({
      name: textArb(0, 3),
      category: fc.constantFrom(...CATEGORY_NAMES, 'music', 'CLOUD STORAGE', 'Nothing Like It'),
      status: fc.constantFrom('active' as const, 'expired' as const),
      currency: fc.constantFrom(...CURRENCY_CODES),
      startFrom: dateArb,
      startTo: dateArb,
      endFrom: dateArb,
      endTo: dateArb,
      amountFrom: fc.oneof(fc.integer({ min: 0, max: 700 }), fc.constantFrom(1000, 5000, 60_000)),
      amountTo: fc.oneof(fc.integer({ min: 0, max: 700 }), fc.constantFrom(1000, 5000, 60_000)),
    }),
    keys: fc.subarray([...FILTER_KEYS], { maxLength: 3 }),
    page: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    perPage: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  })
  .map(({ values, keys, page, perPage }) => {
    const query: Query = { page, perPage }
    for (const key of keys) Object.assign(query, { [key]: values[key] })
    // An inverted amount range is refused (a 422, below): the generated ones run low to high.
    if (query.amountFrom !== undefined && query.amountTo !== undefined) {
      const [low, high] = [query.amountFrom, query.amountTo].sort((a, b) => a - b)
      Object.assign(query, { amountFrom: low, amountTo: high })
    }
    return query
  })

function toSearchParams(query: Query): Record<string, string> {
  const params: Record<string, string> = {}
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined) params[key] = String(value)
  }
  put('name', query.name)
  put('category', query.category)
  put('status', query.status)
  put('currency', query.currency)
  put('startDate[from]', query.startFrom)
  put('startDate[to]', query.startTo)
  put('endDate[from]', query.endFrom)
  put('endDate[to]', query.endTo)
  put('amount[from]', query.amountFrom === undefined ? undefined : query.amountFrom / 1000)
  put('amount[to]', query.amountTo === undefined ? undefined : query.amountTo / 1000)
  put('page', query.page)
  put('per_page', query.perPage)
  return params
}

/** The spec's rules, read plainly (§5 Filters, §7): what the server should answer. */
function expected(rows: Row[], query: Query) {
  const search = query.name?.trim().toLowerCase() ?? ''
  const matches = rows.filter((row) => {
    if (query.category !== undefined && row.category.toLowerCase() !== query.category.toLowerCase())
      return false
    if (query.status === 'active' && !(row.endDate >= TODAY)) return false
    if (query.status === 'expired' && !(row.endDate < TODAY)) return false
    if (query.currency !== undefined && row.currency !== query.currency) return false
    // A date range counts only with both ends.
    if (query.startFrom !== undefined && query.startTo !== undefined) {
      if (row.startDate < query.startFrom || row.startDate > query.startTo) return false
    }
    if (query.endFrom !== undefined && query.endTo !== undefined) {
      if (row.endDate < query.endFrom || row.endDate > query.endTo) return false
    }
    // minor units × 10 = thousandths
    if (query.amountFrom !== undefined && row.amountMinor * 10 < query.amountFrom) return false
    if (query.amountTo !== undefined && row.amountMinor * 10 > query.amountTo) return false
    if (search !== '' && !row.name.toLowerCase().includes(search)) return false
    return true
  })
  matches.sort((a, b) =>
    a.createdSecond !== b.createdSecond
      ? b.createdSecond - a.createdSecond
      : a.id < b.id
        ? 1
        : a.id > b.id
          ? -1
          : 0,
  )
  const perPage = query.perPage ?? DEFAULT_PER_PAGE
  const page = query.page ?? 1
  return {
    ids: matches.slice((page - 1) * perPage, page * perPage).map((r) => r.id),
    total: matches.length,
    last_page: Math.max(1, Math.ceil(matches.length / perPage)),
    current_page: page,
    per_page: perPage,
  }
}

const CREATED_BASE = Date.UTC(2026, 2, 1, 8, 0, 0)

async function insertRows(userId: string, rows: Row[]) {
  if (rows.length === 0) return
  const values: unknown[] = []
  const tuples = rows.map((row) => {
    const base = values.length
    values.push(
      row.id,
      userId,
      row.name,
      row.amountMinor,
      row.currency,
      categoryIds.get(row.category),
      row.startDate,
      row.endDate,
      new Date(CREATED_BASE + row.createdSecond * 1000).toISOString(),
    )
    const p = (i: number) => `$${base + i}`
    return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(9)})`
  })
  await server.db.query(
    `insert into subscriptions (id, user_id, name, amount_minor, currency_code, category_id,
       start_date, end_date, created_at, updated_at) values ${tuples.join(', ')}`,
    values,
  )
}

describe('GET /api/subscriptions against an independent reading of the rules', () => {
  it('answers every generated query like the in-memory computation', async () => {
    await fc.assert(
      fc.asyncProperty(
        rowsArb(30),
        rowsArb(10),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        async (mine, theirs, queries) => {
          // Each run starts from no subscriptions, so generated ids never collide across runs.
          await server.db.query('delete from subscriptions')
          const [user, other] = [await signUp(server), await signUp(server)]
          // Another user's rows, which no query may ever return (ids must differ from mine).
          const mineIds = new Set(mine.map((r) => r.id))
          await insertRows(user.id, mine)
          await insertRows(
            other.id,
            theirs.filter((r) => !mineIds.has(r.id)),
          )
          for (const query of queries) {
            const response = await list(user.token, toSearchParams(query))
            expect(response.status, JSON.stringify(query)).toBe(200)
            const page = response.body.data
            const want = expected(mine, query)
            expect(
              {
                ids: page.data.map((s) => s.id),
                total: page.total,
                last_page: page.last_page,
                current_page: page.current_page,
                per_page: page.per_page,
              },
              JSON.stringify(query),
            ).toEqual(want)
            for (const served of page.data) {
              const row = mine.find((r) => r.id === served.id)!
              expect(served).toMatchObject({
                uid: row.id,
                name: row.name,
                amount: row.amountMinor / 100,
                currency_code: row.currency,
                category: { name: row.category },
                start_date: row.startDate,
                end_date: row.endDate,
                status: row.endDate >= TODAY ? 'active' : 'expired',
              })
            }
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})

// ---------------------------------------------------------------------------------------------

describe('GET /api/subscriptions: reading the query', () => {
  let token: string
  beforeAll(async () => {
    token = (await signUp(server)).token
    const api = server.api(token)
    for (const name of ['50% off', 'a_b', 'axb', 'back\\slash', 'Netflix', 'Spotify']) {
      await api.createSubscription(subscriptionBody({ name }))
    }
  })

  it('defaults to page 1 of 200, newest first', async () => {
    const { status, body } = await list(token, {})
    expect(status).toBe(200)
    expect(body.message).toBe(messages.ok)
    expect(body.data).toMatchObject({
      current_page: 1,
      last_page: 1,
      per_page: DEFAULT_PER_PAGE,
      total: 6,
    })
    expect(body.data.data.map((s) => s.name)).toEqual([
      'Spotify',
      'Netflix',
      'back\\slash',
      'axb',
      'a_b',
      '50% off',
    ])
  })

  it('searches names literally, ignoring case', async () => {
    const names = async (name: string) =>
      (await server.api(token).listSubscriptions({ name })).data.data.map((s) => s.name)
    expect(await names('%')).toEqual(['50% off'])
    expect(await names('_')).toEqual(['a_b'])
    expect(await names('\\')).toEqual(['back\\slash'])
    expect(await names('NETF')).toEqual(['Netflix'])
    expect(await names('  flix ')).toEqual(['Netflix'])
  })

  it('uses the contract client with every filter', async () => {
    const { data } = await server.api(token).listSubscriptions({
      name: 'net',
      category: 'entertainment',
      status: 'active',
      currency: 'NGN',
      startDate: { from: '2026-03-01', to: '2026-03-01' },
      endDate: { from: '2026-03-31', to: '2026-04-30' },
      amount: { from: 7000.5, to: 7000.5 },
      page: 1,
      per_page: 20,
    })
    expect(data.data.map((s) => s.name)).toEqual(['Netflix'])
    expect(data).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: 1 })
  })

  it('answers a page past the end with no rows and the real last page', async () => {
    for (const page of ['4', '1000000000000000', '1e300']) {
      const { status, body } = await list(token, { per_page: '2', page })
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ data: [], last_page: 3, per_page: 2, total: 6 })
      expect(body.data.current_page).toBe(Number(page))
    }
    expect((await list(token, { per_page: String(MAX_PER_PAGE) })).body.data.per_page).toBe(
      MAX_PER_PAGE,
    )
  })

  it('answers an empty list with last page 1', async () => {
    const { body } = await list((await signUp(server)).token, { page: '3' })
    expect(body.data).toEqual({ data: [], current_page: 3, last_page: 1, per_page: 200, total: 0 })
  })

  it('treats empty values as absent and ignores unknown keys', async () => {
    const { status, body } = await list(
      token,
      'name=&category=&status=&currency=&page=&per_page=&startDate[from]=&amount[to]=&colour=blue',
    )
    expect(status).toBe(200)
    expect(body.data.total).toBe(6)
  })

  it.each<[string, Record<string, string> | string, FieldErrors]>([
    [
      'a bad start date',
      { 'startDate[from]': 'yesterday', 'startDate[to]': '2026-03-01' },
      { 'startDate[from]': [messages.invalidDate] },
    ],
    [
      'an impossible end date',
      { 'endDate[to]': '2026-02-30' },
      { 'endDate[to]': [messages.invalidDate] },
    ],
    ['a text amount', { 'amount[from]': 'cheap' }, { 'amount[from]': [messages.amountNotANumber] }],
    ['a negative amount', { 'amount[to]': '-5' }, { 'amount[to]': [messages.amountMin] }],
    [
      'an amount range from high to low',
      { 'amount[from]': '5000', 'amount[to]': '100' },
      { 'amount[to]': [messages.amountRangeInverted] },
    ],
    ['page 0', { page: '0' }, { page: ['page must be greater than or equal to 1'] }],
    ['a fractional page', { page: '1.5' }, { page: ['page must be an integer'] }],
    ['a text page', { page: 'two' }, { page: ['page must be a whole number'] }],
    [
      'too many per page',
      { per_page: String(MAX_PER_PAGE + 1) },
      { per_page: [`per_page must be less than or equal to ${MAX_PER_PAGE}`] },
    ],
    ['an unknown status', { status: 'paused' }, { status: ['status must be active or expired'] }],
    ['an unknown currency', { currency: 'JPY' }, { currency: [messages.currencyUnsupported] }],
    ['a repeated key', 'status=active&status=expired', { status: [messages.queryKeyRepeated] }],
  ])('refuses %s with a 422 naming the key', async (_label, query, errors) => {
    const { status, body } = await list(token, query)
    expect(status).toBe(422)
    expect(body).toEqual({ status: 422, message: messages.validationFailed, data: null, errors })
  })
})

describe("GET /api/subscriptions: the unfiltered total is the user's kept count", () => {
  /** Every user's kept count against a count of their rows (users without rows: none kept). */
  const keptCounts = () =>
    server.db.query<{ user_id: string; kept: string | null; counted: string }>(
      `select u.id as user_id, k.n as kept, (select count(*) from subscriptions s where s.user_id = u.id) as counted
         from users u left join subscription_counts k on k.user_id = u.id`,
    )
  const total = async (token: string) => (await list(token, { per_page: '1' })).body.data.total

  it('follows creates, renewals, deletes and rolled-back inserts', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    expect(await total(user.token)).toBe(0)
    const first = (await api.createSubscription(subscriptionBody({ name: 'First' }))).data
    const second = (await api.createSubscription(subscriptionBody({ name: 'Second' }))).data
    expect(await total(user.token)).toBe(2)
    await api.renewSubscription(first.id)
    expect(await total(user.token)).toBe(3)
    await api.updateSubscription(second.id, subscriptionBody({ name: 'Second, edited' }))
    await api.deleteSubscription(second.id)
    expect(await total(user.token)).toBe(2)
    // A transaction that inserts and rolls back leaves the count as it was.
    await server.db.query(
      `do $$ begin
         insert into subscriptions (id, user_id, name, amount_minor, currency_code, category_id, start_date, end_date)
           select gen_random_uuid(), user_id, name, amount_minor, currency_code, category_id, start_date, end_date
           from subscriptions where user_id = '${user.id}';
         raise exception 'roll back';
       exception when raise_exception then null;
       end $$`,
    )
    expect(await total(user.token)).toBe(2)
    for (const row of await keptCounts()) {
      expect(Number(row.kept ?? 0), row.user_id).toBe(Number(row.counted))
    }
  })
})

describe("GET /api/subscriptions: the page's bytes", () => {
  it("writes every row as the single subscription's answer writes it", async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    // Names and notes holding what JSON escapes (quotes, backslash, control characters) and
    // what it does not (U+2028, astral characters, '</'); amounts with and without cents, up to
    // the largest; null and present parents and notes; paid, not renewing, expired.
    const rows: Array<{ name: string; description: string | null; amountMinor: bigint }> = [
      { name: 'Quote " and \\ back', description: 'tab\there\nnew line', amountMinor: 1n },
      { name: 'bell \u0007 unit \u001f', description: null, amountMinor: 10n },
      { name: 'line \u2028 sep \u2029', description: '</script> 😀', amountMinor: 100n },
      { name: 'Ünïcödé 😀', description: '"', amountMinor: 150n },
      { name: 'Netflix', description: 'plain', amountMinor: 199_999n },
      { name: 'Max', description: null, amountMinor: MAX_AMOUNT_MINOR },
      { name: 'Zero', description: '\\u0041', amountMinor: 0n },
    ]
    const ids: string[] = []
    for (const [i, row] of rows.entries()) {
      const { id } = (await api.createSubscription(subscriptionBody({ name: 'x' }))).data
      // Each row a minute newer than the one before (milliseconds kept): the list's order.
      await server.db.query(
        `update subscriptions set name = $2, description = $3, amount_minor = $4::bigint,
           created_at = timestamptz '2026-03-10T10:00:00.123Z' + $5::int * interval '1 minute',
           updated_at = timestamptz '2026-03-11T10:00:00.007Z' + $5::int * interval '1 minute'
          where id = $1`,
        [id, row.name, row.description, row.amountMinor.toString(), i],
      )
      ids.push(id)
    }
    await server.db.query(
      `update subscriptions set parent_id = $2, is_paid = true, auto_renew = false,
         end_date = start_date where id = $1`,
      [ids[1], ids[0]],
    )
    const one = await Promise.all(
      ids.map(async (id) => {
        const response = await server.raw(`${paths.subscriptions}/${id}`, {
          headers: bearer(user.token),
        })
        expect(response.status).toBe(200)
        return (response.body as Envelope<Subscription>).data
      }),
    )
    const { status, text } = await server.raw(paths.subscriptions, { headers: bearer(user.token) })
    expect(status).toBe(200)
    expect(text).toBe(
      JSON.stringify({
        status: 200,
        message: messages.ok,
        data: {
          data: one.reverse(),
          current_page: 1,
          last_page: 1,
          per_page: DEFAULT_PER_PAGE,
          total: rows.length,
        },
      }),
    )
    expect(one.map((s) => [s.status, s.is_paid, s.parent_id !== null])).toContainEqual([
      'expired',
      true,
      true,
    ])
  })
})
