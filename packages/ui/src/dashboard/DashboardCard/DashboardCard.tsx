import { messages, type ViewStatus } from '@recur/api/contract'
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { color, fontSize, radius, shadow, size, space } from '../../theme'
import { CARD_ERROR_TEXT } from '../types'

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
  height: 100%;
  padding: ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
  color: ${color.text};
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[3]};
  min-width: 0;
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`

export interface DashboardCardProps {
  /** The card's heading, e.g. 'Total spend'. It also names the card's region. */
  title: ReactNode
  /** Defaults to 3: the page's h1 is 'My Dashboard', the Overview panel's h2 'Overview'. */
  headingLevel?: 2 | 3 | 4
  /** Controls on the heading's end: a currency switch, a period picker. */
  controls?: ReactNode
  children: ReactNode
  className?: string
}

/** One dashboard card: a titled panel on the card surface. */
export function DashboardCard({
  title,
  headingLevel = 3,
  controls,
  children,
  className,
}: DashboardCardProps) {
  const headingId = useId()
  return (
    <Panel aria-labelledby={headingId} className={className}>
      <Header>
        <Heading id={headingId} level={headingLevel} size="sm">
          {title}
        </Heading>
        {controls && <Controls>{controls}</Controls>}
      </Header>
      {children}
    </Panel>
  )
}

const StatusBox = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[3]};
  min-height: ${space[20]};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;

  &[data-status='error'] {
    color: ${color.fieldError};
  }
`

export interface CardStatusProps {
  status: Exclude<ViewStatus, 'ready'>
  /** Offer 'Try again' on an error (e.g. refetch the card's query). */
  onRetry?: () => void
  /** Overrides the words: spec §2 allows 'Error' or 'Error...'. */
  errorText?: string
}

/**
 * A card's body while it loads ('Loading...', announced politely) or after it failed ('Error',
 * announced at once), spec §2 and §8.
 */
export function CardStatus({ status, onRetry, errorText = CARD_ERROR_TEXT }: CardStatusProps) {
  if (status === 'loading') {
    return (
      <StatusBox role="status" data-status="loading">
        {messages.loading}
      </StatusBox>
    )
  }
  return (
    <StatusBox data-status="error">
      <span role="alert">{errorText}</span>
      {onRetry && (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      )}
    </StatusBox>
  )
}
