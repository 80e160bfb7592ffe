import type { Currency, Subscription } from '@recur/api/contract'
import { Fragment } from 'react'
import styled from 'styled-components'
import { findCurrency, formatAmount, formatDate } from '../../format'
import { Button } from '../../primitives/Button'
import { Dialog, DialogActions } from '../../primitives/Dialog'
import { color, fontWeight, radius, size, space } from '../../theme'

const Text = styled.p`
  color: ${color.textMuted};
`

/** The row being deleted, so six identical names still tell which one goes. */
const Subject = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`

const Name = styled.strong`
  color: ${color.text};
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`

const Detail = styled.span`
  color: ${color.textMuted};

  /* A line may break between the amount and the period, never inside a date. */
  & > span {
    white-space: nowrap;
  }
`

/** What the dialog names of the subscription it deletes. */
export type DeletingSubscription = Pick<
  Subscription,
  'name' | 'amount' | 'currency_code' | 'start_date' | 'end_date'
>

/** ['₦7,000.00', '01-Nov-2026 to 01-Dec-2026'] */
export function deletingDetail(
  subscription: DeletingSubscription,
  currencies: readonly Currency[] = [],
): [amount: string, period: string] {
  const amount = formatAmount(subscription.amount, {
    currency: findCurrency(subscription.currency_code, currencies),
  })
  return [amount, `${formatDate(subscription.start_date)} to ${formatDate(subscription.end_date)}`]
}

export interface DeleteSubscriptionDialogProps {
  isOpen: boolean
  /** The subscription Confirm deletes: its name, amount and period are shown. */
  subscription?: DeletingSubscription | null
  /** For the amount's currency sign (GET /currencies). */
  currencies?: readonly Currency[]
  /** Confirm: the caller sends the delete, then closes the dialog (spec §4). */
  onConfirm: () => void
  /** Cancel, Escape: close without deleting. */
  onCancel: () => void
  /** The delete is in flight: Confirm shows 'Processing' and nothing else closes the dialog. */
  isPending?: boolean
}

/**
 * Spec §2: 'Delete Subscription' — 'Are you sure You want to delete this subscription?', then
 * the subscription it deletes: its name, amount and period.
 */
export function DeleteSubscriptionDialog({
  isOpen,
  subscription,
  currencies,
  onConfirm,
  onCancel,
  isPending = false,
}: DeleteSubscriptionDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title="Delete Subscription"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel()
      }}
      isKeyboardDismissDisabled={isPending}
    >
      <Text>Are you sure You want to delete this subscription?</Text>
      {subscription && (
        <Subject data-subject>
          <Name>{subscription.name}</Name>
          <Detail>
            {deletingDetail(subscription, currencies).map((part, i) => (
              // The separator stays outside the unbreakable part: a phone breaks the line there.
              <Fragment key={i}>
                {i > 0 && ' · '}
                <span>{part}</span>
              </Fragment>
            ))}
          </Detail>
        </Subject>
      )}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onPress={onConfirm}
          isPending={isPending}
          pendingLabel="Processing"
          autoFocus
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  )
}
