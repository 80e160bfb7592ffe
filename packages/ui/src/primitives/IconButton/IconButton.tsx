import { useId, type ReactNode } from 'react'
import {
  Button as AriaButton,
  Focusable,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components'
import styled, { css } from 'styled-components'
import { color, focusRing, motion, radius, size, touchTarget } from '../../theme'
import { sharedTooltipTrigger, Tooltip, TooltipTrigger } from '../Tooltip'
import { VisuallyHidden } from '../VisuallyHidden'

export type IconButtonTone = 'neutral' | 'primary' | 'danger'

const tones: Record<IconButtonTone, string> = {
  neutral: color.textMuted,
  primary: color.primary,
  danger: color.danger,
}

const iconButtonStyles = css<{ $tone: IconButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${size.controlHeightSm};
  height: ${size.controlHeightSm};
  ${touchTarget('square')}
  padding: 0;
  border: none;
  border-radius: ${radius.md};
  background: transparent;
  color: ${({ $tone }) => tones[$tone]};
  cursor: pointer;
  transition: background ${motion.fast} ${motion.easing};

  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-pressed] {
    background: ${color.ghostPressed};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`

const StyledButton = styled(AriaButton)<{ $tone: IconButtonTone }>`
  ${iconButtonStyles}
`
const StyledLink = styled(AriaLink)<{ $tone: IconButtonTone }>`
  ${iconButtonStyles}
`
const StyledFace = styled.span<{ $tone: IconButtonTone }>`
  ${iconButtonStyles}
  cursor: default;
`
/** A link that cannot be followed now: still focusable and hoverable, so it can say why. */
const StyledUnavailable = styled.span<{ $tone: IconButtonTone }>`
  ${iconButtonStyles}
`

interface IconControlProps {
  /** The accessible name, also shown as the tooltip (e.g. 'Edit Subscription'). */
  label: string
  /**
   * A fuller accessible name when the tooltip alone does not say what the control acts on
   * (a row's action: 'Edit Subscription Netflix Premium'). It should contain `label`, so the
   * name holds the words the tooltip shows.
   */
  'aria-label'?: string
  /** The icon. */
  children: ReactNode
  tone?: IconButtonTone
  /** Show `label` in a tooltip on hover and keyboard focus. */
  showTooltip?: boolean
  /**
   * Leave the tooltip to a `useSharedTooltip` around the control (a long table's rows): the
   * control carries its tooltip's text as its key and has no TooltipTrigger of its own.
   */
  sharedTooltip?: boolean
}

/** With `sharedTooltip`, the tooltip's text is the control's key for the shared tooltip. */
const sharedTooltipKey = (shared: boolean | undefined, text: string) =>
  shared ? sharedTooltipTrigger(text) : {}

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'aria-label'>, IconControlProps {}

/** A square button that shows only an icon; its name is `label`, which its tooltip repeats. */
export function IconButton({
  label,
  'aria-label': ariaLabel,
  children,
  tone = 'neutral',
  showTooltip = true,
  sharedTooltip,
  ...props
}: IconButtonProps) {
  const button = (
    <StyledButton
      aria-label={ariaLabel ?? label}
      $tone={tone}
      {...sharedTooltipKey(sharedTooltip, label)}
      {...props}
    >
      {children}
    </StyledButton>
  )
  if (!showTooltip || sharedTooltip) return button
  return (
    <TooltipTrigger>
      {button}
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  )
}

export interface IconLinkProps
  extends Omit<AriaLinkProps, 'children' | 'aria-label'>, IconControlProps {
  /**
   * Why the link cannot be followed now (e.g. a plan's limit). It is then disabled, yet stays
   * focusable: its tooltip and its description give the reason.
   */
  disabledReason?: string
}

/** An icon that navigates (react-aria Link, so the app's router takes it), with a tooltip. */
export function IconLink({
  label,
  'aria-label': ariaLabel,
  children,
  tone = 'neutral',
  showTooltip = true,
  sharedTooltip,
  disabledReason,
  ...props
}: IconLinkProps) {
  const reasonId = useId()
  if (disabledReason) {
    const tooltip = `${label}: ${disabledReason}`
    const unavailable = (
      <StyledUnavailable
        role="link"
        tabIndex={0}
        aria-label={ariaLabel ?? label}
        aria-disabled="true"
        aria-describedby={reasonId}
        data-disabled
        $tone={tone}
        {...sharedTooltipKey(sharedTooltip, tooltip)}
      >
        {children}
      </StyledUnavailable>
    )
    return (
      <>
        {sharedTooltip ? (
          unavailable
        ) : (
          <TooltipTrigger>
            <Focusable>{unavailable}</Focusable>
            <Tooltip>{tooltip}</Tooltip>
          </TooltipTrigger>
        )}
        <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      </>
    )
  }
  const link = (
    <StyledLink
      aria-label={ariaLabel ?? label}
      $tone={tone}
      {...sharedTooltipKey(sharedTooltip, label)}
      {...props}
    >
      {children}
    </StyledLink>
  )
  if (!showTooltip || sharedTooltip) return link
  return (
    <TooltipTrigger>
      {link}
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  )
}

export interface IconControlFaceProps {
  /** The icon. */
  children: ReactNode
  tone?: IconButtonTone
  /** Drawn as a disabled control is. */
  isDisabled?: boolean
}

/**
 * An icon control's look without its behaviour, hidden from assistive tech: a long table draws
 * its rows' controls so for its first paint, where wiring a few dozen react-aria controls with
 * their tooltips would hold the rows up, and swaps in the real ones a frame later.
 */
export function IconControlFace({ children, tone = 'neutral', isDisabled }: IconControlFaceProps) {
  return (
    <StyledFace aria-hidden="true" data-disabled={isDisabled || undefined} $tone={tone}>
      {children}
    </StyledFace>
  )
}
