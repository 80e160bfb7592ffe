import type { ReactNode } from 'react'
import styled from 'styled-components'
import { color, radius, size, space } from '../../theme'
import { Button } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { AlertIcon } from '../../primitives/Icon'
import { Actions, FeedbackLayout, Message } from '../FeedbackLayout'
import { TRY_AGAIN } from '../LoadFailedBanner'

const Badge = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${space[12]};
  height: ${space[12]};
  border-radius: ${radius.round};
  background: ${color.dangerSubtle};
  color: ${color.danger};

  & > svg {
    width: ${size.iconLg};
    height: ${size.iconLg};
  }
`

export interface ErrorViewProps {
  title?: ReactNode
  /** What went wrong, in the user's words (e.g. the server's message). */
  message?: ReactNode
  /** Shows a 'Try again' button. */
  onRetry?: () => void
  retryLabel?: string
}

/** The generic error view for a part of a page that failed to load (e.g. a list). */
export function ErrorView({
  title = 'Something went wrong',
  message = 'We could not load this. Please try again.',
  onRetry,
  retryLabel = TRY_AGAIN,
}: ErrorViewProps) {
  return (
    <FeedbackLayout role="alert">
      <Badge>
        <AlertIcon />
      </Badge>
      <Heading level={2} size="md">
        {title}
      </Heading>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Actions>
          <Button variant="secondary" onPress={onRetry}>
            {retryLabel}
          </Button>
        </Actions>
      )}
    </FeedbackLayout>
  )
}
