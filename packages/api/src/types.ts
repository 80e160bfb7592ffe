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
}
