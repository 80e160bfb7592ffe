import { ButtonLink } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { Actions, FeedbackLayout, Message, Picture } from '../FeedbackLayout'
import { NotFoundArt } from './NotFoundArt'

export interface NotFoundProps {
  /** Where 'Go to Dashboard' leads. */
  homeHref: string
}

/** An unknown path inside the signed-in frame. */
export function NotFound({ homeHref }: NotFoundProps) {
  return (
    <FeedbackLayout $fill>
      <Picture>
        <NotFoundArt />
      </Picture>
      <Heading level={1} size="lg">
        Page not found
      </Heading>
      <Message>The page you are looking for doesn&apos;t exist or has moved.</Message>
      <Actions>
        <ButtonLink href={homeHref}>Go to Dashboard</ButtonLink>
      </Actions>
    </FeedbackLayout>
  )
}
