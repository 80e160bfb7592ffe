import type { CurrencyCode } from '@recur/api'
import { addDays, addMonths, format, parseISO } from 'date-fns'

/**
 * The demo account's subscriptions: a Lagos household's real-world services over almost three
 * years, in all four currencies, with price rises, cancelled services, yearly plans and periods
 * ending in the next few days. Everything is placed relative to `today`, so a fresh seed always
 * has a current month, renewals due this week and something expiring today.
 */

export interface DemoPeriod {
  startDate: string
  endDate: string
  amountMinor: bigint
}

/** A chain: the first period is the subscription, each later one a renewal of it. */
export interface DemoChain {
  name: string
  currency: CurrencyCode
  description: string | null
  autoRenew: boolean
  periods: DemoPeriod[]
}

interface DemoService {
  name: string
  currency: CurrencyCode
  /** Months per period. */
  every: 1 | 12
  /** How many periods the user has had (the first started that many periods ago). */
  periods: number
  /** Periods since the service was cancelled; 0 = still running. */
  cancelledPeriodsAgo?: number
  /** Days from today to the end of the current period (0: it ends today). */
  endsInDays: number
  /** Price in major units, newest last: each entry applies from `fromPeriodsAgo` onwards. */
  prices: { fromPeriodsAgo: number; amount: string }[]
  description?: string
}

const SERVICES: DemoService[] = [
  {
    name: 'Netflix Premium',
    currency: 'NGN',
    every: 1,
    periods: 34,
    endsInDays: 6,
    prices: [
      { fromPeriodsAgo: 34, amount: '5000' },
      { fromPeriodsAgo: 22, amount: '6500' },
      { fromPeriodsAgo: 10, amount: '7000' },
    ],
    description: 'Family plan, shared with Chidi and Amaka',
  },
  {
    name: 'DStv Compact',
    currency: 'NGN',
    every: 1,
    periods: 34,
    endsInDays: 0,
    prices: [
      { fromPeriodsAgo: 34, amount: '10500' },
      { fromPeriodsAgo: 27, amount: '12500' },
      { fromPeriodsAgo: 12, amount: '15700' },
    ],
    description: 'Living-room decoder',
  },
  {
    name: 'Spotify Premium',
    currency: 'NGN',
    every: 1,
    periods: 30,
    endsInDays: 12,
    prices: [
      { fromPeriodsAgo: 30, amount: '1300' },
      { fromPeriodsAgo: 15, amount: '1700' },
      { fromPeriodsAgo: 5, amount: '2000' },
    ],
  },
  {
    name: 'iCloud+ 200 GB',
    currency: 'USD',
    every: 1,
    periods: 34,
    endsInDays: 1,
    prices: [{ fromPeriodsAgo: 34, amount: '2.99' }],
    description: 'Photos backup for the whole family',
  },
  {
    name: 'ChatGPT Plus',
    currency: 'USD',
    every: 1,
    periods: 18,
    endsInDays: 19,
    prices: [{ fromPeriodsAgo: 18, amount: '20' }],
  },
  {
    name: 'YouTube Premium',
    currency: 'NGN',
    every: 1,
    periods: 26,
    endsInDays: 27,
    prices: [
      { fromPeriodsAgo: 26, amount: '1100' },
      { fromPeriodsAgo: 9, amount: '1800' },
    ],
  },
  {
    name: 'Amazon Prime Video',
    currency: 'GBP',
    every: 1,
    periods: 24,
    endsInDays: 9,
    prices: [{ fromPeriodsAgo: 24, amount: '8.99' }],
    description: 'Paid with the UK card',
  },
  {
    name: 'GOtv Max',
    currency: 'NGN',
    every: 1,
    periods: 14,
    endsInDays: 3,
    prices: [
      { fromPeriodsAgo: 14, amount: '7200' },
      { fromPeriodsAgo: 8, amount: '8500' },
    ],
    description: "Mum's house in Ibadan",
  },
  {
    name: 'Showmax Mobile',
    currency: 'NGN',
    every: 1,
    periods: 20,
    cancelledPeriodsAgo: 8,
    endsInDays: 15,
    prices: [
      { fromPeriodsAgo: 20, amount: '1200' },
      { fromPeriodsAgo: 14, amount: '1450' },
    ],
  },
  {
    name: 'Disney+ Standard',
    currency: 'EUR',
    every: 1,
    periods: 16,
    cancelledPeriodsAgo: 3,
    endsInDays: 22,
    prices: [{ fromPeriodsAgo: 16, amount: '9.99' }],
  },
  {
    name: 'Bodyline Gym Lekki',
    currency: 'NGN',
    every: 1,
    periods: 5,
    endsInDays: 15,
    prices: [{ fromPeriodsAgo: 5, amount: '25000' }],
    description: 'Monthly membership',
  },
  {
    name: 'Microsoft 365 Family',
    currency: 'GBP',
    every: 12,
    periods: 3,
    endsInDays: 130,
    prices: [
      { fromPeriodsAgo: 3, amount: '79.99' },
      { fromPeriodsAgo: 1, amount: '104.99' },
    ],
  },
  {
    name: 'Duolingo Super',
    currency: 'EUR',
    every: 12,
    periods: 2,
    endsInDays: 45,
    prices: [{ fromPeriodsAgo: 2, amount: '83.99' }],
  },
  {
    name: 'Canva Pro',
    currency: 'USD',
    every: 12,
    periods: 3,
    endsInDays: 200,
    prices: [
      { fromPeriodsAgo: 3, amount: '119.99' },
      { fromPeriodsAgo: 1, amount: '120' },
    ],
  },
]

const iso = (date: Date) => format(date, 'yyyy-MM-dd')

/** Major units with at most 2 decimals, as minor units, without floating point. */
export function toMinor(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

function priceAt(service: DemoService, periodsAgo: number): bigint {
  const price = service.prices.findLast((p) => p.fromPeriodsAgo >= periodsAgo)
  if (!price) throw new Error(`${service.name}: no price ${periodsAgo} periods ago`)
  return toMinor(price.amount)
}

/** Every demo chain, oldest period first, for a seed made on `today` (YYYY-MM-DD). */
export function demoChains(today: string): DemoChain[] {
  return SERVICES.map((service) => {
    // The end of the current (or, for a cancelled service, the would-be current) period.
    const anchor = addDays(parseISO(today), service.endsInDays)
    const last = service.cancelledPeriodsAgo ?? 0
    const periods: DemoPeriod[] = []
    for (let ago = service.periods; ago > last; ago--) {
      periods.push({
        startDate: iso(addMonths(anchor, -ago * service.every)),
        endDate: iso(addMonths(anchor, -(ago - 1) * service.every)),
        amountMinor: priceAt(service, ago),
      })
    }
    return {
      name: service.name,
      currency: service.currency,
      description: service.description ?? null,
      autoRenew: last === 0,
      periods,
    }
  })
}
