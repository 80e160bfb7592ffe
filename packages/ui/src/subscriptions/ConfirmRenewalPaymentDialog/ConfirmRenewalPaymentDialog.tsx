import { messages } from '@recur/api/contract'
import styled from 'styled-components'
import { formatNaira } from '../../format'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { Dialog, DialogActions } from '../../primitives/Dialog'
import { color, fontWeight, space } from '../../theme'

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;

  & dt {
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${fontWeight.semibold};
    color: ${color.text};
    font-variant-numeric: tabular-nums;
  }
`

/** What a short wallet says; Confirm is then disabled. */
export const WALLET_TOO_LOW =
  'Your wallet balance is not enough for this payment. Fund your wallet, then renew.'

export interface ConfirmRenewalPaymentDialogProps {
  isOpen: boolean
  /** What is paid for again, e.g. 'DStv Compact'. */
  name: string
  /** What the renewal costs, in naira. */
  amount: number
  /** The wallet balance in naira; undefined while it loads ('Loading...'). */
  balance?: number
  /** Confirm: the caller pays; it closes the dialog when the answer is in. */
  onConfirm: () => void
  /** Cancel, Escape: nothing is charged. */
  onCancel: () => void
  /** The payment is in flight: Confirm shows 'Processing' and nothing else closes the dialog. */
  isPending?: boolean
}

/**
 * Renewing a paid subscription takes money from the wallet, so it asks first: what is renewed,
 * how much, and from where (the wallet, with its balance). A balance short of the amount says
 * so and cannot be confirmed.
 */
export function ConfirmRenewalPaymentDialog({
  isOpen,
  name,
  amount,
  balance,
  onConfirm,
  onCancel,
  isPending = false,
}: ConfirmRenewalPaymentDialogProps) {
  const short = balance !== undefined && balance < amount
  const price = formatNaira(amount)
  return (
    <Dialog
      role="alertdialog"
      title="Confirm payment"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel()
      }}
      isKeyboardDismissDisabled={isPending}
    >
      <Facts>
        <dt>Renew</dt>
        <dd>{name}</dd>
        <dt>Amount</dt>
        <dd>{price}</dd>
        <dt>Pay from</dt>
        <dd>Wallet (balance {balance === undefined ? messages.loading : formatNaira(balance)})</dd>
      </Facts>
      {short && (
        <Banner tone="warning" live="none">
          {WALLET_TOO_LOW}
        </Banner>
      )}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <Button
          onPress={onConfirm}
          isDisabled={short || balance === undefined}
          isPending={isPending}
          pendingLabel="Processing"
          autoFocus
        >
          {`Pay ${price}`}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
