import { CURRENCY_CODES } from '@recur/api'
import { differenceInCalendarMonths, parseISO } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { demoChains, toMinor } from '../src/demo/demoData'
import { DEMO_ACCOUNT, DEMO_WALLET_FUNDING, seedDemoAccount } from '../src/demo/seedDemoAccount'
import { useTestServer } from './helpers/app'
import type { TestDatabase } from './helpers/database'

const TODAY = '2026-11-21'
const now = () => new Date(`${TODAY}T10:00:00+01:00`)

describe('demoChains', () => {
  const chains = demoChains(TODAY)
  const periods = chains.flatMap((chain) => chain.periods.map((p) => ({ ...p, chain })))

  it('covers at least two years, all four currencies, and nothing starts after today', () => {
    const starts = periods.map((p) => p.startDate).sort()
    expect(
      differenceInCalendarMonths(parseISO(TODAY), parseISO(starts[0]!)),
    ).toBeGreaterThanOrEqual(24)
    expect(starts.at(-1)! <= TODAY).toBe(true)
    expect(new Set(chains.map((c) => c.currency))).toEqual(new Set(CURRENCY_CODES))
  })

  it('has renewals, and periods that follow each other without gaps', () => {
    expect(chains.filter((c) => c.periods.length > 1).length).toBeGreaterThanOrEqual(10)
    for (const chain of chains) {
      for (const [i, period] of chain.periods.entries()) {
        expect(period.endDate > period.startDate).toBe(true)
        const next = chain.periods[i + 1]
        if (next) expect(next.startDate).toBe(period.endDate)
      }
    }
  })

  it('has active periods ending today, tomorrow and later this month, and cancelled services', () => {
    const current = periods.filter((p) => p.startDate <= TODAY && TODAY <= p.endDate)
    const ends = current.map((p) => p.endDate)
    expect(ends).toContain(TODAY)
    expect(ends).toContain('2026-11-22')
    expect(ends.filter((end) => end <= '2026-12-21').length).toBeGreaterThanOrEqual(5)
    expect(chains.some((c) => c.periods.at(-1)!.endDate < TODAY)).toBe(true)
  })

  it('is the same for the same day', () => {
    expect(demoChains(TODAY)).toEqual(chains)
  })
})

describe('toMinor', () => {
  it.each([
    ['0', 0n],
    ['2.99', 299n],
    ['20', 2000n],
    ['8.9', 890n],
    ['15700', 1_570_000n],
  ])('%s → %s', (amount, minor) => {
    expect(toMinor(amount)).toBe(minor)
  })
})

describe('seedDemoAccount', () => {
  const server = useTestServer({ now })

  const signIn = async () => {
    const { data } = await server.api().login(DEMO_ACCOUNT)
    return server.api(data.user.token)
  }

  it('creates an account that signs in with the README credentials, on the premium plan', async () => {
    const seeded = await seedDemoAccount(server.db.db, server.app.services, server.origin)
    const api = await signIn()
    const { data } = await api.profile()
    expect(data.user.email).toBe(DEMO_ACCOUNT.email)
    expect(data.user.pricing_plan.name).toBe('Premium')
    expect(data.user.is_renewal_limit_reached).toBe(false)
    // Funded through the sandbox checkout: one successful credit, and the balance it made.
    expect((await api.walletBalance()).data.balance).toBe(DEMO_WALLET_FUNDING)
    const [credit] = (await api.walletTransactions()).data.data
    expect(credit).toMatchObject({
      type: 'credit',
      status: 'successful',
      amount: DEMO_WALLET_FUNDING,
    })

    const list = await api.listSubscriptions({ per_page: 500 })
    expect(list.data.total).toBe(seeded.rows)
    expect(new Set(list.data.data.map((s) => s.currency_code))).toEqual(new Set(CURRENCY_CODES))
    // Newest first, as a real history reads.
    expect(list.data.data[0]!.start_date >= list.data.data.at(-1)!.start_date).toBe(true)
  })

  it('fills every dashboard card', async () => {
    const api = await signIn()
    const [summary, years, expiring, byCategory, byCurrency, renewed] = await Promise.all([
      api.dashboardSummary({ currency: 'NGN' }),
      api.dashboardGraph({ period: 'year', currency: 'NGN' }),
      api.expiringSoon(),
      api.spendByCategory(),
      api.spendByCurrency({ period: 'all-time' }),
      api.renewed({ type: 'most' }),
    ])
    expect(summary.data.total_amount_spent).toBeGreaterThan(0)
    expect(years.data.length).toBeGreaterThanOrEqual(3)
    expect(expiring.data.length).toBeGreaterThanOrEqual(5)
    expect(expiring.data[0]!.end_date).toBe(TODAY)
    expect(byCategory.data.length).toBeGreaterThanOrEqual(4)
    expect(byCurrency.data.map((row) => row.code).sort()).toEqual([...CURRENCY_CODES].sort())
    expect(renewed.data[0]!.num_renewed).toBeGreaterThanOrEqual(30)
  })

  it('seeds afresh each time: the same rows, and the known password restored', async () => {
    const first = await signIn()
    await first.changePassword({
      old_password: DEMO_ACCOUNT.password,
      password: 'somebody-changed-it',
      password_confirmation: 'somebody-changed-it',
    })
    const again = await seedDemoAccount(server.db.db, server.app.services, server.origin)
    const api = await signIn()
    const list = await api.listSubscriptions({ per_page: 500 })
    expect(list.data.total).toBe(again.rows)
    expect(Number(await countDemoUsers(server.db))).toBe(1)
  })
})

async function countDemoUsers(db: TestDatabase) {
  const [row] = await db.query<{ n: string }>('select count(*) as n from users where email = $1', [
    DEMO_ACCOUNT.email,
  ])
  return row!.n
}
