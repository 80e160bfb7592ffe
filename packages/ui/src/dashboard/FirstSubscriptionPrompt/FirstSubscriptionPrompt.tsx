import { EmptyState } from '../../feedback/EmptyState'
import { ButtonLink } from '../../primitives/Button'
import { PlusIcon } from '../../primitives/Icon'

export const FIRST_SUBSCRIPTION_TITLE = 'Add your first subscription'
export const FIRST_SUBSCRIPTION_MESSAGE =
  'Record what you pay for and when it ends: your dashboard fills in with your spend, what is expiring soon and what you renew most.'
export const FIRST_SUBSCRIPTION_ACTION = 'Add a subscription'

export interface FirstSubscriptionPromptProps {
  /** Where adding one starts (spec §2: /create-subscription). */
  href: string
}

/** A new user's dashboard: an invitation to record a first subscription, above the empty cards. */
export function FirstSubscriptionPrompt({ href }: FirstSubscriptionPromptProps) {
  return (
    <EmptyState
      title={FIRST_SUBSCRIPTION_TITLE}
      message={FIRST_SUBSCRIPTION_MESSAGE}
      action={
        <ButtonLink href={href}>
          <PlusIcon size="sm" />
          {FIRST_SUBSCRIPTION_ACTION}
        </ButtonLink>
      }
    />
  )
}
