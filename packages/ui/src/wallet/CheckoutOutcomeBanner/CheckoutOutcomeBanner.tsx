import type { ReactNode } from 'react'
import { formatNaira } from '../../format'
import { Banner, type BannerTone } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'

/** How a checkout ended, as the gateway's return says (or the polled transaction). */
export const CHECKOUT_OUTCOMES = ['success', 'pending', 'failed', 'cancelled'] as const
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number]

const outcomes: Record<
  CheckoutOutcome,
  { tone: BannerTone; title: string; text: (amount: string | null) => string }
> = {
  success: {
    tone: 'success',
    title: 'Payment received',
    text: (amount) =>
      amount
        ? `${amount} was added to your wallet.`
        : 'Your payment went through and your wallet has been credited.',
  },
  pending: {
    tone: 'info',
    title: 'Payment processing',
    text: () =>
      'We are confirming your payment with the bank. Your balance updates as soon as it completes.',
  },
  failed: {
    tone: 'danger',
    title: 'Payment failed',
    text: () => 'The payment did not go through and you were not charged. Please try again.',
  },
  cancelled: {
    tone: 'warning',
    title: 'Payment cancelled',
    text: () => 'You left the checkout before paying. Nothing was charged.',
  },
}

export interface CheckoutOutcomeBannerProps {
  outcome: CheckoutOutcome
  /** The amount in naira, when known (named on success). */
  amount?: number | string
  /** The server's own words, shown instead of the default text. */
  message?: ReactNode
  /** Shows a 'Dismiss' button. */
  onDismiss?: () => void
}

/**
 * What happened at the checkout, on returning from it (after funding the wallet or paying by
 * card): success, pending, failed or cancelled. A failure is announced as an alert.
 */
export function CheckoutOutcomeBanner({
  outcome,
  amount,
  message,
  onDismiss,
}: CheckoutOutcomeBannerProps) {
  const { tone, title, text } = outcomes[outcome]
  return (
    <Banner
      tone={tone}
      title={title}
      action={
        onDismiss && (
          <Button variant="ghost" size="sm" onPress={onDismiss}>
            Dismiss
          </Button>
        )
      }
    >
      {message ?? text(amount === undefined ? null : formatNaira(amount))}
    </Banner>
  )
}
