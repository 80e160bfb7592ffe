import type { Profile, User, Wallet } from '../types'

/** Fixture factories shared by stories, unit tests and MSW handlers. */

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()

export const user = (overrides: Partial<User> = {}): User => ({
  id: 'usr_01HZX5S7Q3',
  email: 'adaeze.okafor@example.com',
  username: 'adaeze.okafor',
  token: 'fixture-session-token',
  token_expiry: inAWeek(),
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
  ...overrides,
})
