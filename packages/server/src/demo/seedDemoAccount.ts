import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { subscriptions, users } from '../db/schema'
import type { Services } from '../services'
import { demoChains } from './demoData'

/** What the demo wallet is funded with, through the sandbox checkout as a customer would. */
export const DEMO_WALLET_FUNDING = 150_000

/** README "Demo account": the credentials a newcomer signs in with. */
export const DEMO_ACCOUNT = {
  email: 'demo@recur.ng',
  password: 'recur-demo-2026',
} as const

export interface DemoSeedResult {
  userId: string
  chains: number
  rows: number
  /** Naira credited to the wallet: 0 when a real gateway is configured (no sandbox to pay). */
  walletFunded: number
}

/**
 * Creates the demo account afresh: any earlier demo user (and, by cascade, their sessions,
 * wallet and subscriptions) is removed first, so each seed starts from the known password and
 * data placed around today. The account is on the premium plan: its dozens of renewals are the
 * point of the demo, and the free plan would stop them.
 */
export async function seedDemoAccount(
  db: Database,
  services: Services,
  /** The app's address: the funding's checkout links point there (the seed follows none). */
  origin: string,
): Promise<DemoSeedResult> {
  const today = services.clock.today()
  await db.delete(users).where(eq(users.email, DEMO_ACCOUNT.email))
  const { user } = await services.users.register(DEMO_ACCOUNT)
  await db.update(users).set({ plan: 'premium', username: 'Demo' }).where(eq(users.id, user.id))

  const chains = demoChains(today)
  // Looked up before the transaction: PGlite has one connection, which the transaction holds.
  const categoryIds = await Promise.all(
    chains.map((chain) => services.categories.idFor(chain.name)),
  )
  let rows = 0
  await db.transaction(async (tx) => {
    for (const [i, chain] of chains.entries()) {
      const categoryId = categoryIds[i]!
      const toRow = (period: (typeof chain.periods)[number]) => ({
        userId: user.id,
        name: chain.name,
        amountMinor: period.amountMinor,
        currencyCode: chain.currency,
        categoryId,
        startDate: period.startDate,
        endDate: period.endDate,
        description: chain.description,
        autoRenew: chain.autoRenew,
        // Recorded when the period began, so the list (newest first) reads like a real history.
        createdAt: new Date(`${period.startDate}T09:00:00+01:00`),
      })
      const [first, ...renewals] = chain.periods
      if (!first) continue
      const [root] = await tx
        .insert(subscriptions)
        .values(toRow(first))
        .returning({ id: subscriptions.id })
      if (!root) throw new Error(`inserting ${chain.name} returned no row`)
      if (renewals.length > 0) {
        await tx
          .insert(subscriptions)
          .values(renewals.map((period) => ({ ...toRow(period), parentId: root.id })))
      }
      rows += chain.periods.length
    }
  })
  return {
    userId: user.id,
    chains: chains.length,
    rows,
    walletFunded: await fundWallet(services, user.id, origin),
  }
}

/**
 * Funds the demo wallet through the same path as the Fund Wallet dialog: a pending credit, the
 * sandbox checkout's Pay, and the gateway-verified confirmation. With a real gateway configured
 * there is no checkout the seed may press, so the wallet stays empty.
 */
async function fundWallet(services: Services, userId: string, origin: string): Promise<number> {
  if (!services.sandboxGateway) return 0
  const { reference } = await services.funding.start(
    userId,
    DEMO_ACCOUNT.email,
    DEMO_WALLET_FUNDING,
    origin,
  )
  await services.sandboxGateway.complete(reference, 'success')
  await services.funding.confirmCredit(reference)
  return DEMO_WALLET_FUNDING
}
