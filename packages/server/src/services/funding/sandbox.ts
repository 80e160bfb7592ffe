import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { sandboxCheckouts } from '../../db/schema'
import type { GatewayVerification, PaymentGateway } from './gateway'

/** The sandbox checkout page's path for a reference (routes/checkout.ts serves it). */
export const checkoutPath = (reference: string) => `/checkout/${encodeURIComponent(reference)}`

/**
 * The default gateway: a checkout page served by Recur itself (no real money), which keeps its
 * own books in `sandbox_checkouts` and answers `verify` from them as a real gateway would.
 */
export function createSandboxGateway(db: Database) {
  const gateway = {
    name: 'sandbox',

    async initialize(input: { reference: string; amountKobo: bigint; callbackUrl: string }) {
      const { reference, amountKobo } = input
      await db.insert(sandboxCheckouts).values({ reference, amountKobo, currency: 'NGN' })
      // The checkout is served by this Recur, on the origin the customer will come back to.
      return { paymentUrl: new URL(checkoutPath(reference), input.callbackUrl).toString() }
    },

    async verify(reference: string): Promise<GatewayVerification> {
      const row = await gateway.find(reference)
      if (!row) return { status: 'not_found' }
      if (row.status === 'success') {
        return { status: 'success', amountKobo: row.amountKobo, currency: row.currency }
      }
      if (row.status === 'abandoned') {
        return { status: 'abandoned', reason: 'The checkout was cancelled.' }
      }
      return { status: 'pending' }
    },

    async find(reference: string) {
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.reference, reference))
        .limit(1)
      return row
    },

    /** What the checkout page's Pay or Cancel button tells the sandbox; only an open one moves. */
    async complete(reference: string, outcome: 'success' | 'abandoned') {
      await db
        .update(sandboxCheckouts)
        .set({ status: outcome })
        .where(
          and(eq(sandboxCheckouts.reference, reference), eq(sandboxCheckouts.status, 'pending')),
        )
    },
  } satisfies PaymentGateway & Record<string, unknown>
  return gateway
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>
