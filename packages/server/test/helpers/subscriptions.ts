import type { SubscriptionPayload } from '@recur/api'

/**
 * The tests' fixed clock: 23:30 UTC on 15 March 2026 is already 00:30 on the 16th in Lagos
 * (GMT+1), so anything that used the UTC date instead of Lagos's would be caught.
 */
export const NOW = new Date('2026-03-15T23:30:00Z')
export const TODAY = '2026-03-16'
export const YESTERDAY = '2026-03-15'
export const now = () => NOW

/** A valid create/edit body (spec §5), with overrides. */
export const subscriptionBody = (
  overrides: Partial<Record<keyof SubscriptionPayload, unknown>> = {},
): SubscriptionPayload =>
  ({
    name: 'Netflix Premium',
    currency: 'NGN',
    amount: 7000.5,
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    description: 'Family plan',
    auto_renew: true,
    ...overrides,
  }) as SubscriptionPayload

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const jsonHeaders = (token: string) => ({
  'content-type': 'application/json',
  ...bearer(token),
})

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
