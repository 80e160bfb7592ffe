import { InfoIcon } from '../../primitives/Icon'
import { IconButton } from '../../primitives/IconButton'

/**
 * The info button beside a paid renewal's title, whose tooltip is the spec's note. A chunk of
 * its own (SubscriptionForm.tsx): react-aria's tooltip and its overlay positioning load only
 * when a paid renewal shows it, not on every form.
 */
export default function PaidRenewalInfo({ note }: { note: string }) {
  return (
    <IconButton label={note}>
      <InfoIcon />
    </IconButton>
  )
}
