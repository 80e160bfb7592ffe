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
    select: (page) => page.data.find((row) => row.reference === reference),
  })
  if (!reference) return null
  if (said === 'cancelled') return { outcome: 'cancelled' as const, amount: found.data?.amount }
  if (!found.data) return { outcome: 'pending' as const }
  return { outcome: outcomeOf[found.data.status], amount: found.data.amount }
}
