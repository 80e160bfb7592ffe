import type { WalletTransaction } from '@recur/api'
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api'

export type CheckoutOutcome = 'success' | 'pending' | 'failed' | 'cancelled'

const outcomeOf: Record<WalletTransaction['status'], CheckoutOutcome> = {
  successful: 'success',
  pending: 'pending',
  failed: 'failed',
  reversed: 'failed',
}

/**
 * Back from a checkout (`/wallet?reference=…`): the credit with that reference, followed (the
 * transactions query polls) until it is final. `outcome=cancelled` is the checkout's own word
 * that the customer walked away, which no ledger status says.
 */
export function useCheckoutOutcome(reference: string | null, said: string | null) {
  const { queries } = useApi()
  const found = useQuery({
    ...queries.walletTransactions({ search: reference ?? '' }),
    enabled: Boolean(reference),
    // Not the list's keepPreviousData: a lookup by reference has no "previous page" to show.
    // With it, once the reference is gone (Dismiss), `select` turns the kept page into
    // undefined, and TanStack Query then alternates the result between placeholder-success
    // and pending on every computation: an update loop (React error #185).
    placeholderData: undefined,
    select: (page) => page.data.find((row) => row.reference === reference),
  })
  if (!reference) return null
  if (said === 'cancelled') return { outcome: 'cancelled' as const, amount: found.data?.amount }
  if (!found.data) return { outcome: 'pending' as const }
  return { outcome: outcomeOf[found.data.status], amount: found.data.amount }
}
