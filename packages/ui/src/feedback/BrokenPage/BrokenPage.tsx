import { Button, ButtonLink } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { Actions, FeedbackLayout, Picture } from '../FeedbackLayout'
import { TRY_AGAIN } from '../LoadFailedBanner'
import { BrokenPageArt } from './BrokenPageArt'

/** Spec §2 and §8: the words of the full-page error, exactly. */
export const BROKEN_PAGE_MESSAGE = "Looks like you stumbled on a broken page, we'll fix it."

export interface BrokenPageProps {
  /** Offer 'Try again' (e.g. refetch the summary). */
  onRetry?: () => void
  /** Offer a way home. */
  homeHref?: string
}

/** The full-page error: an illustration and "Looks like you stumbled on a broken page…". */
export function BrokenPage({ onRetry, homeHref }: BrokenPageProps) {
  return (
    <FeedbackLayout $fill role="alert">
      <Picture>
        <BrokenPageArt />
      </Picture>
      <Heading level={2} size="md">
        {BROKEN_PAGE_MESSAGE}
      </Heading>
      {(onRetry || homeHref) && (
        <Actions>
          {onRetry && <Button onPress={onRetry}>{TRY_AGAIN}</Button>}
          {homeHref && (
            <ButtonLink variant="secondary" href={homeHref}>
              Go to Dashboard
            </ButtonLink>
          )}
        </Actions>
      )}
    </FeedbackLayout>
  )
}
