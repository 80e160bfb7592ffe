import type { PricingPlan } from '@recur/api'

/** Every pricing plan a user can be on: the stored key → what the API shows. */
export const plans = {
  free: { name: 'Free', period: 'Forever' },
  // Bought through Pay for Service (the "recur premium" service, services/catalogue.ts).
  premium: { name: 'Premium', period: 'Monthly' },
} as const satisfies Record<string, PricingPlan>

export type PlanKey = keyof typeof plans

export const DEFAULT_PLAN: PlanKey = 'free'

const planKey = (key: string): PlanKey => (key in plans ? (key as PlanKey) : DEFAULT_PLAN)

export function pricingPlan(key: string): PricingPlan {
  return plans[planKey(key)]
}

/**
 * How many renewals a plan allows: the free plan's configured limit, or null for no limit.
 * An unknown stored key is treated as the default (free) plan.
 */
export function renewalLimit(key: string, freePlanRenewalLimit: number): number | null {
  return planKey(key) === 'premium' ? null : freePlanRenewalLimit
}
