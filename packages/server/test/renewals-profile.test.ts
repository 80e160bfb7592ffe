import { messages, paths, type FieldErrors, type Profile, type Subscription } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { countRows, failure, signUp, startServer } from './helpers/server'
import { jsonHeaders, now, subscriptionBody, TODAY } from './helpers/subscriptions'

/** A small free-plan limit, so reaching it takes few requests. */
const LIMIT = 2

const server = useTestServer({ now, config: { freePlanRenewalLimit: LIMIT } })

async function newUserWith(overrides: Parameters<typeof subscriptionBody>[0] = {}) {
  const user = await signUp(server)
  const api = server.api(user.token)
  const { data } = await api.createSubscription(subscriptionBody(overrides))
  return { user, api, root: data }
}

describe('POST /api/subscriptions/renew/:id', () => {
  it('adds the next period as a new row linked to its root, carrying the details over', async () => {
    const { api, root } = await newUserWith({
      name: 'DStv Compact',
      amount: 15_700,
      currency: 'NGN',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      description: 'Living room',
      auto_renew: false,
    })
    const renewed = await api.renewSubscription(root.id)
    expect(renewed.status).toBe(200)
    expect(renewed.message).toBe(messages.subscriptionUpdated)
    expect(renewed.data).toMatchObject({
      parent_id: root.id,
      name: 'DStv Compact',
      amount: 15_700,
      currency_code: 'NGN',
      category: { name: 'TV' },
      description: 'Living room',
      auto_renew: false,
      is_paid: false,
      // The day after the old end, for the same 30 days.
      start_date: '2026-04-01',
      end_date: '2026-05-01',
      status: 'active',
    })
    expect(renewed.data.id).not.toBe(root.id)
    expect((await api.getSubscription(root.id)).data).toMatchObject(root)

    // A renewal of the renewal chains to the same root.
    const again = await api.renewSubscription(renewed.data.id)
    expect(again.data).toMatchObject({
      parent_id: root.id,
      start_date: '2026-05-02',
      end_date: '2026-06-01',
    })
    const list = await api.listSubscriptions()
    expect(list.data.data.map((s) => s.id)).toEqual([again.data.id, renewed.data.id, root.id])
  })

  it('starts an expired subscription again from today', async () => {
    const { api, root } = await newUserWith({ start_date: '2026-03-10', end_date: '2026-03-20' })
    await server.db.query(
      "update subscriptions set start_date = '2026-01-01', end_date = '2026-01-10' where id = $1",
      [root.id],
    )
    expect((await api.getSubscription(root.id)).data.status).toBe('expired')
    const { data } = await api.renewSubscription(root.id)
    expect(data).toMatchObject({ start_date: TODAY, end_date: '2026-03-25', status: 'active' })
  })

  it('takes new dates, amount and auto-renew from the body', async () => {
    const { api, root } = await newUserWith({
      amount: 10,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    })
    const explicit = await api.renewSubscription(root.id, {
      amount: 12.5,
      start_date: '2026-04-10',
      end_date: '2026-05-09',
      auto_renew: false,
    })
    expect(explicit.data).toMatchObject({
      amount: 12.5,
      start_date: '2026-04-10',
      end_date: '2026-05-09',
      auto_renew: false,
    })
    // A start alone keeps the old length.
    const startOnly = await api.renewSubscription(root.id, { start_date: '2026-06-01' })
    expect(startOnly.data).toMatchObject({
      amount: 10,
      start_date: '2026-06-01',
      end_date: '2026-07-01',
    })
  })

  async function expectRenewRefused(token: string, id: string, body: unknown, errors: FieldErrors) {
    const before = await countRows(server.db)
    const response = await server.raw(paths.renewSubscription(id), {
      method: 'POST',
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

  it('refuses bad bodies and dates, writing nothing', async () => {
    const { user, root } = await newUserWith({ start_date: '2026-03-01', end_date: '2026-03-31' })
    const cases: Array<[unknown, FieldErrors]> = [
      [{ amount: -1 }, { amount: [messages.amountMin] }],
      [{ amount: 'lots' }, { amount: [messages.amountNotANumber] }],
      [{ amount: 0.001 }, { amount: [messages.amountDecimals] }],
      [{ start_date: 'tomorrow' }, { start_date: [messages.invalidDate] }],
      [
        { start_date: '2026-05-02', end_date: '2026-05-01' },
        { end_date: [messages.endBeforeStart] },
      ],
      // The default start is 2026-04-01: an end alone before it cannot work.
      [{ end_date: '2026-03-20' }, { end_date: [messages.endBeforeStart] }],
      // A new period may not be over already.
      [
        { start_date: '2026-02-01', end_date: '2026-03-01' },
        { end_date: [messages.endBeforeToday] },
      ],
    ]
    for (const [body, errors] of cases) await expectRenewRefused(user.token, root.id, body, errors)
  })

  it('stops at the free plan limit with a 403, and the profile says so', async () => {
    const { api, root } = await newUserWith()
    expect((await api.profile()).data.user.is_renewal_limit_reached).toBe(false)
    let latest: Subscription = root
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await api.profile()).data.user.is_renewal_limit_reached).toBe(false)
      latest = (await api.renewSubscription(latest.id)).data
    }
    expect((await api.profile()).data.user.is_renewal_limit_reached).toBe(true)
    const before = await countRows(server.db)
    const refused = await failure(api.renewSubscription(latest.id))
    expect(refused.status).toBe(403)
    expect(refused.message).toBe(messages.renewalLimitReached)
    expect(await countRows(server.db)).toEqual(before)
    // Creating and editing are not renewals: they still work.
    await api.createSubscription(subscriptionBody({ name: 'Another' }))
    await api.updateSubscription(root.id, subscriptionBody({ name: 'Edited' }))
  })

  it('counts each user on their own', async () => {
    const first = await newUserWith()
    for (let i = 0; i < LIMIT; i += 1) await first.api.renewSubscription(first.root.id)
    const second = await newUserWith()
    expect((await second.api.profile()).data.user.is_renewal_limit_reached).toBe(false)
    await second.api.renewSubscription(second.root.id)
  })

  it('lets only as many renewals through as are left, even all at once', async () => {
    const { api, root } = await newUserWith()
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => api.renewSubscription(root.id)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMIT)
    const [row] = await server.db.query<{ n: string | number }>(
      'select count(*) as n from subscriptions where parent_id = $1',
      [root.id],
    )
    expect(Number(row?.n)).toBe(LIMIT)
  })

  it('has no limit on the Premium plan', async () => {
    const { user, api, root } = await newUserWith()
    await server.db.query("update users set plan = 'premium' where id = $1", [user.id])
    for (let i = 0; i < LIMIT + 3; i += 1) await api.renewSubscription(root.id)
    const profile = (await api.profile()).data.user
    expect(profile).toMatchObject({
      is_renewal_limit_reached: false,
      pricing_plan: { name: 'Premium', period: 'Monthly' },
    })
    // Back on the free plan, the renewals already made count.
    await server.db.query("update users set plan = 'free' where id = $1", [user.id])
    expect((await api.profile()).data.user.is_renewal_limit_reached).toBe(true)
  })

  it('with a limit of 0, the free plan cannot renew at all', async () => {
    const strict = await startServer(server.db, { now, config: { freePlanRenewalLimit: 0 } })
    try {
      const user = await signUp(strict)
      const api = strict.api(user.token)
      const { data } = await api.createSubscription(subscriptionBody())
      expect((await api.profile()).data.user.is_renewal_limit_reached).toBe(true)
      expect((await failure(api.renewSubscription(data.id))).status).toBe(403)
    } finally {
      await strict.close()
    }
  })

  it('keeps the renewals when their root is deleted, unlinked', async () => {
    const { api, root } = await newUserWith()
    const { data: renewal } = await api.renewSubscription(root.id)
    await api.deleteSubscription(root.id)
    expect((await api.getSubscription(renewal.id)).data.parent_id).toBeNull()
  })
})

describe('POST /api/users/profile', () => {
  it('saves the username and answers the profile', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const response = await api.updateProfile({ username: '  Adaeze  ', timezone: 'Africa/Lagos' })
    const expected: Profile = {
      id: user.id,
      email: user.email,
      username: 'Adaeze',
      timezone: 'Africa/Lagos',
      is_renewal_limit_reached: false,
      pricing_plan: { name: 'Free', period: 'Forever' },
    }
    expect(response).toEqual({
      status: 200,
      message: messages.profileUpdated,
      data: { user: expected },
    })
    expect((await api.profile()).data.user).toEqual(expected)
    // Spec §9 writes the zone in lower case; it is the same zone.
    const lower = await api.updateProfile({ username: 'Ada', timezone: 'africa/lagos' })
    expect(lower.data.user.timezone).toBe('Africa/Lagos')
  })

  it.each<[string, unknown, FieldErrors]>([
    [
      'nothing',
      {},
      { username: [messages.usernameRequired], timezone: [messages.timezoneRequired] },
    ],
    [
      'a blank username',
      { username: '   ', timezone: 'Africa/Lagos' },
      { username: [messages.usernameRequired] },
    ],
    [
      'wrong types',
      { username: 7, timezone: ['Africa/Lagos'] },
      { username: [messages.usernameRequired], timezone: [messages.timezoneRequired] },
    ],
    [
      'another time zone',
      { username: 'Ada', timezone: 'Europe/London' },
      { timezone: [messages.timezoneUnsupported] },
    ],
    ['no time zone', { username: 'Ada', timezone: '' }, { timezone: [messages.timezoneRequired] }],
  ])('refuses %s with a 422 and changes nothing', async (_label, body, errors) => {
    const user = await signUp(server)
    const before = await server.db.query(
      'select username, timezone, updated_at from users where id = $1',
      [user.id],
    )
    const response = await server.raw(paths.profile, {
      method: 'POST',
      headers: jsonHeaders(user.token),
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      status: 422,
      message: messages.validationFailed,
      data: null,
      errors,
    })
    expect(
      await server.db.query('select username, timezone, updated_at from users where id = $1', [
        user.id,
      ]),
    ).toEqual(before)
  })
})
