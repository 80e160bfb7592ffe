import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { Spinner } from '../Spinner'
import { buttonLook, buttonStyles, type ButtonSize, type ButtonVariant } from './Button.styles'

export type { ButtonSize, ButtonVariant }

interface ButtonLookProps {
  /** primary: the one main action; secondary: alternatives; danger: destroys; ghost: quiet. */
  variant?: ButtonVariant
  size?: ButtonSize
  /** Stretch to the container's width (forms, narrow screens). */
  fullWidth?: boolean
}

export interface ButtonProps extends AriaButtonProps, ButtonLookProps {
  /** Shown with a spinner instead of the children while `isPending` (e.g. 'Processing'). */
  pendingLabel?: string
}

const StyledButton = styled(AriaButton)`
  ${buttonStyles}
`

/** react-aria's Button in Recur's look; keeps its press, pending and disabled state API. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  return (
    <StyledButton {...buttonLook(variant, size, fullWidth)} {...props}>
      {(renderProps) =>
        renderProps.isPending && pendingLabel ? (
          <>
            <Spinner />
            {pendingLabel}
          </>
        ) : typeof children === 'function' ? (
          children(renderProps)
        ) : (
          children
        )
      }
    </StyledButton>
  )
}

export interface ButtonLinkProps extends AriaLinkProps, ButtonLookProps {}

const StyledButtonLink = styled(AriaLink)`
  ${buttonStyles}
`

/** A link (it navigates) that looks like a button, e.g. 'Go to Login'. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...props
}: ButtonLinkProps) {
  return <StyledButtonLink {...buttonLook(variant, size, fullWidth)} {...props} />
}
