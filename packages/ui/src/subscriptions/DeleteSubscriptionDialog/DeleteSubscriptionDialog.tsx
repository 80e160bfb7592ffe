import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { Dialog, DialogActions } from '../../primitives/Dialog'
import { color } from '../../theme'

const Text = styled.p`
  color: ${color.textMuted};
`

export interface DeleteSubscriptionDialogProps {
  isOpen: boolean
  /** Confirm: the caller sends the delete, then closes the dialog (spec §4). */
  onConfirm: () => void
  /** Cancel, Escape: close without deleting. */
  onCancel: () => void
  /** The delete is in flight: Confirm shows 'Processing' and nothing else closes the dialog. */
  isPending?: boolean
}

/** Spec §2: 'Delete Subscription' — 'Are you sure You want to delete this subscription?' */
export function DeleteSubscriptionDialog({
  isOpen,
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
