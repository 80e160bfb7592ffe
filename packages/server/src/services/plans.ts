import type { PricingPlan } from '@recur/api'

/** Every pricing plan a user can be on: the stored key → what the API shows. */
export const plans = {
  free: { name: 'Free', period: 'Forever' },
} as const satisfies Record<string, PricingPlan>

export type PlanKey = keyof typeof plans

export const DEFAULT_PLAN: PlanKey = 'free'

export function pricingPlan(key: string): PricingPlan {
  return key in plans ? plans[key as PlanKey] : plans[DEFAULT_PLAN]
}
