import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../api'

/** What a checkout's reference on /wallet turned out to be. */
export type ReferenceKind = 'checking' | 'card-purchase' | 'funding'

/**
 * Card purchases end on /pay now, but an older `/wallet?reference=…` link (a bookmark, the
 * browser's history) may name a card purchase's checkout. Its credit was spent on the purchase
 * (or refunded), so the wallet's "Payment received" would not be the truth: the purchase's
 * outcome is, and /pay shows it. A reference the server knows no card purchase by is a funding.
 */
export function useCardPurchaseLookup(reference: string | null): ReferenceKind {
  const { queries } = useApi()
  const purchase = useQuery({
    ...queries.cardPayment(reference ?? ''),
    enabled: Boolean(reference),
    // A 404 is the answer "a funding", not a failure to try again.
    retry: false,
    refetchInterval: false,
  })
  if (!reference || purchase.isError) return 'funding'
  if (purchase.isPending) return 'checking'
  return 'card-purchase'
}
