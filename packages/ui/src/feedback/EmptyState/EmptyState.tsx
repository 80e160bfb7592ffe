import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Heading } from '../../primitives/Heading'
import { ListIcon } from '../../primitives/Icon'
import { color, fontSize, radius, size, space } from '../../theme'

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[12]} ${space[6]};
  border: ${size.border} dashed ${color.borderStrong};
  border-radius: ${radius.lg};
  background: ${color.surface};
  text-align: center;

  & > svg {
    width: ${space[10]};
    height: ${space[10]};
    color: ${color.primary};
  }
  & > p {
    max-width: ${size.readableMax};
    color: ${color.textMuted};
    font-size: ${fontSize.sm};
  }
`

/** More than one call to action, side by side (wrapping on a phone). */
export const EmptyStateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`

export interface EmptyStateProps {
  title: ReactNode
  message?: ReactNode
  /** A call to action, e.g. an 'Add New' ButtonLink. */
  action?: ReactNode
  /** Defaults to a list. */
  icon?: ReactNode
}

/** A list with nothing in it yet: what it will hold, and how to start it. */
export function EmptyState({ title, message, action, icon = <ListIcon /> }: EmptyStateProps) {
  return (
    <Box data-empty>
      {icon}
      <Heading level={2} size="sm">
        {title}
      </Heading>
      {message && <p>{message}</p>}
      {action}
    </Box>
  )
}
