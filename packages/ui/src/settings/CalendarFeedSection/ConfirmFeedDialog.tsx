import { Button } from '../../primitives/Button'
import { Dialog, DialogActions } from '../../primitives/Dialog'
import { Muted } from './CalendarFeedSection.styles'
import { calendarFeedText } from './calendarFeedText'

/** What the customer is asked to confirm. */
export type Confirming = 'regenerate' | 'revoke'

export interface ConfirmFeedDialogProps {
  /** What is being confirmed; null once answered (the dialog closes). */
  confirming: Confirming | null
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before a new address replaces the old one, or before the feed is turned off. */
export default function ConfirmFeedDialog({
  confirming,
  onConfirm,
  onCancel,
}: ConfirmFeedDialogProps) {
  const revoke = confirming === 'revoke'
  return (
    <Dialog
      role="alertdialog"
      title={revoke ? calendarFeedText.revokeTitle : calendarFeedText.regenerateTitle}
      isOpen={confirming !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <Muted>{revoke ? calendarFeedText.revokeBody : calendarFeedText.regenerateBody}</Muted>
      <DialogActions>
        <Button variant="secondary" onPress={onCancel}>
          {calendarFeedText.cancel}
        </Button>
        <Button variant={revoke ? 'danger' : 'primary'} onPress={onConfirm} autoFocus>
          {revoke ? calendarFeedText.revoke : calendarFeedText.regenerate}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
