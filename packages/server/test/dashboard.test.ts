import {
  messages,
  paths,
  type CategorySpendRow,
  type CurrencySpendRow,
  type DashboardSummary,
  type ExpiringRow,
  type FieldErrors,
  type GraphRow,
  type RenewalRow,
} from '@recur/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { getDashboard, insertSubscriptions, type SeedRow } from './helpers/dashboard'
import { signUp, startServer } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'

/*
 * The dashboard by example: one user's rows, worked out by hand at the migration's snapshot
 * rates (NGN per unit: USD 1450, GBP 1900, EUR 1680, as of 2025-11-01), today 2026-03-16 in
 * Lagos. The property tests (dashboard-properties.test.ts) cover the general case.
 */

let token: string
let ids: string[]

const SNAPSHOT_AS_OF = '2025-11-01'

const rows: SeedRow[] = [
  // 0: NGN 7,000.50, ends in 15 days
  {
    name: 'Netflix',
    amountMinor: 700_050,
    currency: 'NGN',
    category: 'Entertainment',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
  },
  // 1–3: a USD 10.99 chain, renewed twice; the last period ends today
  {
    name: 'Spotify',
    amountMinor: 1099,
    currency: 'USD',
    category: 'Music',
    startDate: '2025-12-15',
    endDate: '2026-01-14',
  },
  {
    name: 'Spotify',
    amountMinor: 1099,
    currency: 'USD',
    category: 'Music',
    startDate: '2026-01-15',
    endDate: '2026-02-14',
  },
  {
    name: 'Spotify',
    amountMinor: 1099,
    currency: 'USD',
    category: 'Music',
    startDate: '2026-02-15',
    endDate: '2026-03-16',
  },
  // 4: GBP 2.99 since 2024, active but not ending soon
  {
    name: 'iCloud+',
    amountMinor: 299,
    currency: 'GBP',
    category: 'Cloud Storage',
    startDate: '2024-06-10',
    endDate: '2026-06-09',
  },
  // 5: a free EUR trial ending on the window's last day (today + 30)
  {
    name: 'Notion',
    amountMinor: 0,
    currency: 'EUR',
    category: 'Productivity',
    startDate: '2026-03-16',
    endDate: '2026-04-15',
  },
  // 6: NGN 2,900 starting next month, ending one day past the window
  {
    name: 'Showmax',
    amountMinor: 290_000,
    currency: 'NGN',
    category: 'Entertainment',
    startDate: '2026-04-01',
    endDate: '2026-04-16',
  },
]

const server = useTestServer({ now })
beforeAll(async () => {
  const user = await signUp(server)
  token = user.token
  const first = await insertSubscriptions(server.db, user.id, rows.slice(0, 2))
  const root = first[1]
  const renewals = await insertSubscriptions(
    server.db,
    user.id,
    rows.slice(2, 4).map((row) => ({ ...row, parentId: root })),
  )
  ids = [...first, ...renewals, ...(await insertSubscriptions(server.db, user.id, rows.slice(4)))]
})

const get = <T>(path: string, query?: Record<string, string> | string, as = token) =>
  getDashboard<T>(server, path, { token: as, query })

describe('the dashboard by example', () => {
  it('totals all-time spend in NGN, with entries and the monthly average', async () => {
    const { status, body } = await get<DashboardSummary>(paths.dashboardSummary)
    expect(status).toBe(200)
    expect(body.message).toBe(messages.ok)
    // 9,900.50 NGN + 32.97 USD × 1450 + 2.99 GBP × 1900 = 63,388.00; 7 rows; 23 months from
    // June 2024 to April 2026 (the latest start is after this month) → 2,756.00 a month.
    expect(body.data).toEqual({
      total_amount_spent: 63_388,
      total_entries: 7,
      month_average: 2756,
      currency: 'NGN',
      rates_as_of: SNAPSHOT_AS_OF,
    })
  })

  it('converts the summary to another currency, rounding half up once', async () => {
    const { body } = await get<DashboardSummary>(paths.dashboardSummary, { currency: 'USD' })
    // 63,388.00 / 1450 = 43.7158… → 43.72; / 23 months = 1.9006… → 1.90
    expect(body.data).toEqual({
      total_amount_spent: 43.72,
      total_entries: 7,
      month_average: 1.9,
      currency: 'USD',
      rates_as_of: SNAPSHOT_AS_OF,
    })
  })

  it("graphs this year's twelve months, and every year with data", async () => {
    const months = await get<GraphRow[]>(paths.dashboardGraph)
    expect(months.status).toBe(200)
    expect(months.body.data).toEqual([
      { month_name: 'January', total_amount: 15_935.5 },
      { month_name: 'February', total_amount: 15_935.5 },
      { month_name: 'March', total_amount: 7000.5 },
      { month_name: 'April', total_amount: 2900 },
      ...['May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map(
        (month_name) => ({ month_name, total_amount: 0 }),
      ),
    ])
    const years = await get<GraphRow[]>(paths.dashboardGraph, { period: 'year' })
    expect(years.body.data).toEqual([
      { subscription_year: 2024, total_amount: 5681 },
      { subscription_year: 2025, total_amount: 15_935.5 },
      { subscription_year: 2026, total_amount: 41_771.5 },
    ])
    const pounds = await get<GraphRow[]>(paths.dashboardGraph, { period: 'year', currency: 'GBP' })
    // 5,681 / 1900 = 2.99; 15,935.50 / 1900 = 8.3871… → 8.39; 41,771.50 / 1900 = 21.9850 → 21.99
    expect(pounds.body.data).toEqual([
      { subscription_year: 2024, total_amount: 2.99 },
      { subscription_year: 2025, total_amount: 8.39 },
      { subscription_year: 2026, total_amount: 21.99 },
    ])
  })

  it('lists what ends within 30 days, soonest first', async () => {
    const { body } = await get<ExpiringRow[]>(paths.expiringSoon)
    expect(body.data).toEqual([
      {
        uid: ids[3],
        name: 'Spotify',
        amount: 10.99,
        currency_code: 'USD',
        category: { name: 'Music' },
        end_date: '2026-03-16',
      },
      {
        uid: ids[0],
        name: 'Netflix',
        amount: 7000.5,
        currency_code: 'NGN',
        category: { name: 'Entertainment' },
        end_date: '2026-03-31',
      },
      {
        uid: ids[5],
        name: 'Notion',
        amount: 0,
        currency_code: 'EUR',
        category: { name: 'Productivity' },
        end_date: '2026-04-15',
      },
    ])
  })

  it('splits spend by currency: own-currency totals, shares adding up to 100', async () => {
    const all = await get<CurrencySpendRow[]>(paths.spendByCurrency)
    // NGN values 47,806.50 (USD), 9,900.50 (NGN), 5,681.00 (GBP) of 63,388.00: shares 75.418…,
    // 15.618…, 8.962… → rounded down 75.41 + 15.61 + 8.96 = 99.98; the two hundredths left go
    // to the largest remainders (NGN's .8887, then USD's .8849). EUR spent nothing: left out.
    expect(all.body.data).toEqual([
      { name: 'US Dollar', code: 'USD', percentage: 75.42, total_amount: 32.97 },
      { name: 'Nigerian Naira', code: 'NGN', percentage: 15.62, total_amount: 9900.5 },
      { name: 'British Pound', code: 'GBP', percentage: 8.96, total_amount: 2.99 },
    ])
    expect(
      (await get<CurrencySpendRow[]>(paths.spendByCurrency, { period: 'all-time' })).body.data,
    ).toEqual(all.body.data)
    expect(
      (await get<CurrencySpendRow[]>(paths.spendByCurrency, { period: '2026-03' })).body.data,
    ).toEqual([{ name: 'Nigerian Naira', code: 'NGN', percentage: 100, total_amount: 7000.5 }])
    expect(
      (await get<CurrencySpendRow[]>(paths.spendByCurrency, { period: '2025' })).body.data,
    ).toEqual([{ name: 'US Dollar', code: 'USD', percentage: 100, total_amount: 10.99 }])
    expect(
      (await get<CurrencySpendRow[]>(paths.spendByCurrency, { period: '2023' })).body.data,
    ).toEqual([])
    expect(
      (await get<CurrencySpendRow[]>(paths.spendByCurrency, { period: '0000' })).body.data,
    ).toEqual([])
  })

  it('splits all-time spend by category', async () => {
    const { body } = await get<CategorySpendRow[]>(paths.spendByCategory)
    expect(body.data).toEqual([
      { name: 'Music', percentage: 75.42 },
      { name: 'Entertainment', percentage: 15.62 },
      { name: 'Cloud Storage', percentage: 8.96 },
    ])
  })

  it('ranks renewal chains by their renewals', async () => {
    const most = await get<RenewalRow[]>(paths.renewed)
    expect(most.body.data).toEqual([{ parent_id: ids[1], name: 'Spotify', num_renewed: 2 }])
    expect((await get<RenewalRow[]>(paths.renewed, { type: 'least' })).body.data).toEqual(
      most.body.data,
    )
  })
})

describe('the dashboard through the subscription routes', () => {
  it('counts a renewal as new spend and a new entry; a deleted root ends its chain', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const { data: first } = await api.createSubscription(
      subscriptionBody({
        name: 'DStv Compact',
        currency: 'NGN',
        amount: 15_700,
        start_date: '2026-03-16',
        end_date: '2026-04-15',
      }),
    )
    const summary = async () =>
      (await get<DashboardSummary>(paths.dashboardSummary, undefined, user.token)).body.data
    expect(await summary()).toMatchObject({
      total_amount_spent: 15_700,
      total_entries: 1,
      month_average: 15_700,
    })

    // Renewing the renewal: periods 04-16–05-16 and 05-17–06-16, so the span is March–May.
    const { data: second } = await api.renewSubscription(first.id, {})
    await api.renewSubscription(second.id, {})
    expect(await summary()).toMatchObject({
      total_amount_spent: 47_100,
      total_entries: 3,
      month_average: 15_700,
    })
    expect((await get<RenewalRow[]>(paths.renewed, undefined, user.token)).body.data).toEqual([
      { parent_id: first.id, name: 'DStv Compact', num_renewed: 2 },
    ])

    await api.deleteSubscription(first.id)
    expect((await get<RenewalRow[]>(paths.renewed, undefined, user.token)).body.data).toEqual([])
    expect(await summary()).toMatchObject({ total_amount_spent: 31_400, total_entries: 2 })
  })
})

describe('Most/Least Renewed', () => {
  it('passes over counts whose parent is not a root of the user, however many lead', async () => {
    const user = await signUp(server)
    const stranger = await signUp(server)
    const row = (name: string, parentId: string | null = null): SeedRow => ({
      name,
      parentId,
      amountMinor: 100,
      currency: 'NGN',
      category: 'Others',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    })
    // Shown: a root renewed 7 times and three roots renewed once. Not shown, though counted
    // between them: seven renewals that are themselves renewed twice (not roots), and a
    // stranger's root that two of this user's rows renew. Seven of them sort before the first
    // five shown entries either way, so the card reads past its first entries twice.
    const [top] = await insertSubscriptions(server.db, user.id, [row('M top')])
    const middles = await insertSubscriptions(
      server.db,
      user.id,
      Array.from({ length: 7 }, (_, i) => row(`A middle ${i}`, top!)),
    )
    await insertSubscriptions(
      server.db,
      user.id,
      middles.flatMap((id) => [row('renewal', id), row('renewal', id)]),
    )
    const [theirs] = await insertSubscriptions(server.db, stranger.id, [row('A theirs')])
    await insertSubscriptions(server.db, user.id, [row('mine', theirs!), row('mine', theirs!)])
    const once = await insertSubscriptions(server.db, user.id, [
      row('Z once 1'),
      row('Z once 2'),
      row('Z once 3'),
    ])
    await insertSubscriptions(
      server.db,
      user.id,
      once.map((id) => row('renewal', id)),
    )

    const renewed = { parent_id: top!, name: 'M top', num_renewed: 7 }
    const onceRows = once.map((id, i) => ({
      parent_id: id,
      name: `Z once ${i + 1}`,
      num_renewed: 1,
    }))
    expect(
      (await get<RenewalRow[]>(paths.renewed, { type: 'most' }, user.token)).body.data,
    ).toEqual([renewed, ...onceRows])
    expect(
      (await get<RenewalRow[]>(paths.renewed, { type: 'least' }, user.token)).body.data,
    ).toEqual([...onceRows, renewed])
  })

  it("orders ties by the root's name as it is now", async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const roots = []
    for (const name of ['Showmax', 'Netflix', 'Spotify']) {
      const { data } = await api.createSubscription(subscriptionBody({ name }))
      await api.renewSubscription(data.id, {})
      roots.push(data)
    }
    const names = async () =>
      (await get<RenewalRow[]>(paths.renewed, undefined, user.token)).body.data.map((r) => r.name)
    expect(await names()).toEqual(['Netflix', 'Showmax', 'Spotify'])
    await api.updateSubscription(roots[1]!.id, subscriptionBody({ name: 'iCloud' }))
    await api.updateSubscription(roots[2]!.id, subscriptionBody({ name: 'Audible' }))
    // Code point order: capitals before small letters.
    expect(await names()).toEqual(['Audible', 'Showmax', 'iCloud'])
  })
})

describe('the dashboard is private and reads its query strictly', () => {
  const endpoints = [
    paths.dashboardSummary,
    paths.dashboardGraph,
    paths.expiringSoon,
    paths.spendByCurrency,
    paths.spendByCategory,
    paths.renewed,
  ]

  it.each(endpoints)('%s needs a signed-in user', async (path) => {
    for (const as of [undefined, 'not-a-token']) {
      const { status, body } = await getDashboard(server, path, { token: as })
      expect(status).toBe(401)
      expect(body).toEqual({ status: 401, message: messages.unauthenticated, data: null })
    }
  })

  it("never counts another user's rows", async () => {
    const stranger = await signUp(server)
    const as = stranger.token
    expect((await get<DashboardSummary>(paths.dashboardSummary, undefined, as)).body.data).toEqual({
      total_amount_spent: 0,
      total_entries: 0,
      month_average: 0,
      currency: 'NGN',
      rates_as_of: SNAPSHOT_AS_OF,
    })
    const months = (await get<GraphRow[]>(paths.dashboardGraph, undefined, as)).body.data
    expect(months.map((row) => row.total_amount)).toEqual(Array(12).fill(0))
    for (const [path, query] of [
      [paths.dashboardGraph, { period: 'year' }],
      [paths.expiringSoon, {}],
      [paths.spendByCurrency, {}],
      [paths.spendByCategory, {}],
      [paths.renewed, {}],
      [paths.renewed, { type: 'least' }],
    ] as const) {
      const { status, body } = await get(path, query, as)
      expect(status).toBe(200)
      expect(body.data, path).toEqual([])
    }
  })

  it('uses the defaults: NGN, the month graph, all time, most renewed', async () => {
    const same = async (path: string, explicit: Record<string, string>) =>
      expect((await get(path)).body.data).toEqual((await get(path, explicit)).body.data)
    await same(paths.dashboardSummary, { currency: 'NGN' })
    await same(paths.dashboardGraph, { period: 'month', currency: 'NGN' })
    await same(paths.dashboardGraph, { period: 'month' })
    await same(paths.spendByCurrency, { period: 'all-time' })
    await same(paths.renewed, { type: 'most' })
    // An empty value counts as absent; unknown keys are ignored.
    await same(paths.dashboardSummary, { currency: '', colour: 'blue' })
  })

  it.each<[string, string, Record<string, string> | string, FieldErrors]>([
    [
      'summary',
      paths.dashboardSummary,
      { currency: 'JPY' },
      { currency: ['currency must be one of NGN, USD, GBP, EUR'] },
    ],
    [
      'summary',
      paths.dashboardSummary,
      { currency: 'ngn' },
      { currency: ['currency must be one of NGN, USD, GBP, EUR'] },
    ],
    [
      'graph',
      paths.dashboardGraph,
      { period: 'week' },
      { period: ['period must be year or month'] },
    ],
    [
      'graph',
      paths.dashboardGraph,
      { period: 'day', currency: 'XYZ' },
      {
        period: ['period must be year or month'],
        currency: ['currency must be one of NGN, USD, GBP, EUR'],
      },
    ],
    [
      'spend by currency',
      paths.spendByCurrency,
      { period: '2026-13' },
      { period: ['period must be all-time, a year (YYYY) or a month (YYYY-MM)'] },
    ],
    [
      'spend by currency',
      paths.spendByCurrency,
      { period: 'ever' },
      { period: ['period must be all-time, a year (YYYY) or a month (YYYY-MM)'] },
    ],
    ['renewed', paths.renewed, { type: 'all' }, { type: ['type must be most or least'] }],
    ['renewed', paths.renewed, 'type=most&type=least', { type: [messages.queryKeyRepeated] }],
    [
      'graph',
      paths.dashboardGraph,
      'currency=NGN&currency=USD',
      { currency: [messages.queryKeyRepeated] },
    ],
  ])('%s: refuses %j with a 422 naming the key', async (_label, path, query, errors) => {
    const { status, body } = await get(path, query)
    expect(status).toBe(422)
    expect(body).toEqual({ status: 422, message: messages.validationFailed, data: null, errors })
  })
})

describe('the Expiring Soon window', () => {
  it.each([
    [0, ['Spotify']],
    [15, ['Spotify', 'Netflix']],
    [31, ['Spotify', 'Netflix', 'Notion', 'Showmax']],
  ])('is EXPIRING_SOON_DAYS (%i) days after today, inclusive', async (days, names) => {
    const other = await startServer(server.db, { now, config: { expiringSoonDays: days } })
    try {
      const { body } = await getDashboard<ExpiringRow[]>(other, paths.expiringSoon, { token })
      expect(body.data.map((row) => row.name)).toEqual(names)
    } finally {
      await other.close()
    }
  })
})
