import { CURRENCIES } from '../types'
import type { Category, Currency, Paginated, Profile, Subscription, User, Wallet } from '../types'

/** Fixture factories shared by stories, unit tests and MSW handlers. */

/**
 * The expiry of every credential a fixture hands out (session, reset link, checkout): an instant
 * beyond any run date, never one derived from a clock. Storybook's `Date` is fixed
 * (`.storybook/clock.ts`) while the browser's cookie jar keeps real time, so "now + 7 days" was
 * born expired once the real date passed it. A test that needs an expired credential says so
 * with its own date.
 */
export const FIXTURE_CREDENTIAL_EXPIRY = '2999-12-31T23:59:59.000Z'

export const user = (overrides: Partial<User> = {}): User => ({
  id: 'usr_01HZX5S7Q3',
  email: 'adaeze.okafor@example.com',
  username: 'adaeze.okafor',
  token: 'fixture-session-token',
  token_expiry: FIXTURE_CREDENTIAL_EXPIRY,
  ...overrides,
})

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'usr_01HZX5S7Q3',
  email: 'adaeze.okafor@example.com',
  username: 'adaeze.okafor',
  timezone: 'Africa/Lagos',
  is_renewal_limit_reached: false,
  pricing_plan: { name: 'Free', period: 'Forever' },
  ...overrides,
})

export const wallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  balance: 125000.5,
  funding_limits: { min: 100, max: 1_000_000 },
  ...overrides,
})

let sequence = 0
const nextUid = () => `sub_${String(++sequence).padStart(6, '0')}`

/** A subscription as the API serves it; dates default to a month that includes today. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => {
  const uid = overrides.uid ?? overrides.id ?? nextUid()
  return {
    uid,
    id: uid,
    name: 'Netflix Premium',
    amount: 7000,
    currency_code: 'NGN',
    category: { name: 'Entertainment' },
    start_date: '2026-11-01',
    end_date: '2026-12-01',
    description: 'Family plan, shared with Chidi',
    auto_renew: true,
    is_paid: false,
    status: 'active',
    parent_id: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  }
}

/** A realistic mix: currencies, categories, active and expired, a paid row. Stable uids. */
export const subscriptions = (): Subscription[] => [
  subscription({ uid: 'sub_netflix', name: 'Netflix Premium' }),
  subscription({
    uid: 'sub_spotify',
    name: 'Spotify Family',
    amount: 17.99,
    currency_code: 'USD',
    category: { name: 'Music' },
    description: null,
  }),
  subscription({
    uid: 'sub_dstv',
    name: 'DStv Compact',
    amount: 15700,
    category: { name: 'TV' },
    is_paid: true,
    start_date: '2026-11-10',
    end_date: '2026-12-10',
  }),
  subscription({
    uid: 'sub_icloud',
    name: 'iCloud+ 200 GB',
    amount: 2.99,
    currency_code: 'GBP',
    category: { name: 'Cloud Storage' },
    start_date: '2026-09-01',
    end_date: '2026-10-01',
    status: 'expired',
  }),
  subscription({
    uid: 'sub_showmax',
    name: 'Showmax Pro',
    amount: 6300,
    category: { name: 'Entertainment' },
    start_date: '2026-11-15',
    end_date: '2026-11-22',
    auto_renew: false,
  }),
]

export const page = <T>(data: T[], overrides: Partial<Paginated<T>> = {}): Paginated<T> => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 200,
  total: data.length,
  ...overrides,
})

export const categories = (): Category[] =>
  ['Entertainment', 'Music', 'TV', 'Cloud Storage', 'Productivity', 'Others'].map((name, i) => ({
    id: `cat_${i + 1}`,
    name,
  }))

export const currencies = (): Currency[] => [...CURRENCIES]
