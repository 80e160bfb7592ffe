import type { Subscription } from './types'

/** The name of the subscription Recur itself sells (the Premium plan, bought through Pay). */
export const RECUR_PREMIUM_NAME = 'Recur Premium'

/** Spec §2/§6: the product's own subscription row renews through the payment page. */
export function isOwnProductSubscription(row: Pick<Subscription, 'name' | 'is_paid'>): boolean {
  return row.is_paid && row.name === RECUR_PREMIUM_NAME
}
