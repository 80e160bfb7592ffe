import type { ReactNode } from 'react'
import styled from 'styled-components'
import { color, fontSize, space } from '../../theme'
import { Heading } from '../../primitives/Heading'

export const AuthStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  width: 100%;
`

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`

/** The product name in a title, in the brand colour. */
export const Brand = styled.span`
  color: ${color.primary};
`

export const Lead = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.md};
`

/** A line of text with a link, under a form ("Don't have an account? Sign Up here"). */
export const Footnote = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;
`

/** The link beside a field's label row, e.g. 'Forgot Password?' under the password. */
export const FieldAside = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${space[3]});
  font-size: ${fontSize.sm};
`

export interface AuthHeaderProps {
  id: string
  title: ReactNode
  children?: ReactNode
}

/** The page's one h1 and its lead text. */
export function AuthHeader({ id, title, children }: AuthHeaderProps) {
  return (
    <Header>
      <Heading level={1} size="lg" id={id}>
        {title}
      </Heading>
      {children && <Lead>{children}</Lead>}
    </Header>
  )
}
