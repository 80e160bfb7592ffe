import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { sandboxCheckouts } from '../../db/schema'
import type { CheckoutPurchase, GatewayVerification, PaymentGateway } from './gateway'

/** The sandbox checkout page's path for a reference (routes/checkout.ts serves it). */
export const checkoutPath = (reference: string) => `/checkout/${encodeURIComponent(reference)}`

/** What the sandbox says about a checkout that did not pay, as a real gateway's verify would. */
export const sandboxReasons = {
  cancelled: 'The checkout was cancelled.',
  declined: 'The card was declined.',
  expired: 'The checkout expired before it was paid.',
}

/** What the checkout page's buttons tell the sandbox: Pay, Decline (a test card) or Cancel. */
export type SandboxCompletion = 'success' | 'declined' | 'abandoned'

/**
 * The default gateway: a checkout page served by Recur itself (no real money), which keeps its
 * own books in `sandbox_checkouts` and answers `verify` from them as a real gateway would. A
 * checkout stays open for `expiresAfterMs`; after that it cannot be paid and verify answers that
 * it expired, so the pending credit behind it fails at the next reconciliation.
 */
export function createSandboxGateway(
  db: Database,
  options: { now: () => Date; expiresAfterMs: number },
) {
  const gateway = {
    name: 'sandbox',

    async initialize(input: {
      reference: string
      amountKobo: bigint
      callbackUrl: string
      purchase: CheckoutPurchase
    }) {
      const { reference, amountKobo, purchase } = input
      const expiresAt = new Date(options.now().getTime() + options.expiresAfterMs)
      await db
        .insert(sandboxCheckouts)
        .values({ reference, amountKobo, currency: 'NGN', purchase, expiresAt })
      // The checkout is served by this Recur, on the origin the customer will come back to.
      return { paymentUrl: new URL(checkoutPath(reference), input.callbackUrl).toString() }
    },

    async verify(reference: string): Promise<GatewayVerification> {
      const row = await gateway.find(reference)
      if (!row) return { status: 'not_found' }
      if (row.status === 'success') {
        return { status: 'success', amountKobo: row.amountKobo, currency: row.currency }
      }
      if (row.status === 'declined') return { status: 'failed', reason: sandboxReasons.declined }
      if (row.status === 'abandoned') {
        return { status: 'abandoned', reason: sandboxReasons.cancelled }
      }
      if (!gateway.isOpen(row)) return { status: 'abandoned', reason: sandboxReasons.expired }
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

    /** Whether the checkout can still be paid: nobody answered it and it has not expired. */
    isOpen(row: { status: string; expiresAt: Date }) {
      return row.status === 'pending' && row.expiresAt.getTime() > options.now().getTime()
    },

    /** What a button of the checkout page tells the sandbox; only an open checkout moves. */
    async complete(reference: string, outcome: SandboxCompletion) {
      await db
        .update(sandboxCheckouts)
        .set({ status: outcome })
        .where(
          and(
            eq(sandboxCheckouts.reference, reference),
            eq(sandboxCheckouts.status, 'pending'),
            gt(sandboxCheckouts.expiresAt, options.now()),
          ),
        )
    },
  } satisfies PaymentGateway & Record<string, unknown>
  return gateway
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>
