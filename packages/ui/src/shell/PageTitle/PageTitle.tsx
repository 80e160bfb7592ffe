import type { ReactNode } from 'react'
import styled from 'styled-components'
import { space } from '../../theme'
import { Heading } from '../../primitives/Heading'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`

export interface PageTitleProps {
  children: ReactNode
  /** Controls on the title's end, e.g. an 'Add New' button. */
  actions?: ReactNode
}

/** A signed-in page's one h1, e.g. 'My Dashboard'. */
export function PageTitle({ children, actions }: PageTitleProps) {
  return (
    <Row>
      <Heading level={1} size="lg">
        {children}
      </Heading>
      {actions}
    </Row>
  )
}
