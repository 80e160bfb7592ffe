import { useId } from 'react'
import styled from 'styled-components'
import { color, radius, size, space } from '../../theme'
import { ButtonLink } from '../../primitives/Button'
import { CheckCircleIcon } from '../../primitives/Icon'
import { AuthHeader, AuthStack } from '../AuthForm'

const Tick = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${space[16]};
  height: ${space[16]};
  border-radius: ${radius.round};
  background: ${color.successSubtle};
  color: ${color.success};

  & > svg {
    width: ${size.iconLg};
    height: ${size.iconLg};
    transform: scale(1.6);
  }
`

export interface ResetSuccessProps {
  loginHref: string
}

/** After a reset (spec §2, /password/success): 'Password Reset Successful', 'Go to Login'. */
export function ResetSuccess({ loginHref }: ResetSuccessProps) {
  const titleId = useId()
  return (
    <AuthStack as="section" aria-labelledby={titleId}>
      <Tick>
        <CheckCircleIcon />
      </Tick>
      <AuthHeader id={titleId} title="Password Reset Successful">
        You can now sign in with your new password.
      </AuthHeader>
      <ButtonLink href={loginHref} fullWidth>
        Go to Login
      </ButtonLink>
    </AuthStack>
  )
}
