/** Entity types of spec §3, as the API serves them. */

export interface User {
  id: string
  email: string
  username: string
  token: string
  /** ISO 8601 instant at which the token stops working. */
  token_expiry: string
}

export interface PricingPlan {
  name: string
  period: string
}

export interface Profile {
  id: string
  email: string
  username: string
  timezone: string
  is_renewal_limit_reached: boolean
  pricing_plan: PricingPlan
}

export interface Wallet {
  balance: number
  /** The smallest and largest single funding, in naira, as this server is configured. */
  funding_limits: { min: number; max: number }
}

/** Spec §9: the currencies a subscription may be recorded in. NGN is the default. */
export const CURRENCY_CODES = ['NGN', 'USD', 'GBP', 'EUR'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]
export const DEFAULT_CURRENCY: CurrencyCode = 'NGN'

/**
 * The largest amount a subscription may carry, in major units (naira, dollars…). Stored as
 * integer minor units (×100), it stays well inside JavaScript's exact integers.
 */
export const MAX_AMOUNT = 1_000_000_000_000

export interface Currency {
  code: CurrencyCode
  /** Missing → the ₦ symbol (spec §3). */
  sign?: string | null
  name: string
}

/** The currency catalogue the API serves at GET /currencies. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'NGN', sign: '₦', name: 'Nigerian Naira' },
  { code: 'USD', sign: '$', name: 'US Dollar' },
  { code: 'GBP', sign: '£', name: 'British Pound' },
  { code: 'EUR', sign: '€', name: 'Euro' },
]

export interface Category {
  id: string
  name: string
}

/** Spec §4: any status containing 'active' counts as active; the other is 'expired'. */
export const SUBSCRIPTION_STATUSES = ['active', 'expired'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * Spec §4: a status containing 'active' counts as active; anything else (expired, a payment's
 * 'inactive' or 'pending') does not (spec §2 reads it 'Inactive').
 */
export function isActiveStatus(status: string): boolean {
  const lower = status.toLowerCase()
  return lower.includes('active') && !lower.includes('inactive')
}

export interface Subscription {
  /** Opaque id; also served as `id`. */
  uid: string
  id: string
  name: string
  amount: number
  currency_code: CurrencyCode
  category: { name: string }
  /** YYYY-MM-DD */
  start_date: string
  /** YYYY-MM-DD */
  end_date: string
  description?: string | null
  auto_renew: boolean
  is_paid: boolean
  status: string
  /** The subscription this row renews, if it is a renewal. */
  parent_id: string | null
  created_at: string
  updated_at: string
}

/** A page of a list (spec §3 Pagination). */
export interface Paginated<T> {
  data: T[]
  current_page: number
  last_page: number
  per_page: number
  total: number
}
