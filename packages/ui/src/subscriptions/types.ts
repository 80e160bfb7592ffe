import type { Currency } from '../format'

/**
 * What the subscription views read of a subscription (spec §3). Structural: the contract's
 * `Subscription` from @recur/api fits as it is.
 */
export interface SubscriptionRow {
  uid: string
  name: string
  /** A number, or a decimal string; anything else reads 'Invalid amount'. */
  amount: number | string
  currency_code: string
  category: { name: string }
  /** YYYY-MM-DD */
  start_date: string
  /** YYYY-MM-DD */
  end_date: string
  description?: string | null
  auto_renew: boolean
  is_paid: boolean
  /** Text containing 'active', or 'expired' (spec §3, §4). */
  status: string
}

/** A currency the views can show: its code and sign (₦ when it has none). */
export type CurrencyOption = Currency

/** Spec §4: any status containing 'active' counts as active. */
export function isActiveStatus(status: string): boolean {
  return status.toLowerCase().includes('active')
}
