import { css } from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  motion,
  radius,
  shadow,
  size,
  space,
  touchTarget,
} from '../../theme'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md'

/**
 * The look a button is given, as data attributes on it: the styles below are static (one
 * class for every button, computed once), so rendering a button never builds CSS.
 */
export function buttonLook(
  variant: ButtonVariant,
  buttonSize: ButtonSize,
  fullWidth: boolean,
): Record<`data-${string}`, string | undefined> {
  return {
    'data-variant': variant,
    'data-size': buttonSize,
    'data-full-width': fullWidth ? '' : undefined,
  }
}

// `:where()` keeps each look at the weight of the button's one class, as when these were
// interpolated from props, so a rule from outside that beat them still does.
const variants = css`
  &:where([data-variant='primary']) {
    background: ${color.primary};
    color: ${color.onPrimary};
    box-shadow: ${shadow.sm};
    &[data-hovered] {
      background: ${color.primaryHover};
    }
    &[data-pressed] {
      background: ${color.primaryPressed};
    }
  }
  &:where([data-variant='secondary']) {
    background: ${color.secondary};
    color: ${color.onSecondary};
    border-color: ${color.borderStrong};
    &[data-hovered] {
      background: ${color.secondaryHover};
    }
    &[data-pressed] {
      background: ${color.secondaryPressed};
    }
  }
  &:where([data-variant='danger']) {
    background: ${color.danger};
    color: ${color.onDanger};
    box-shadow: ${shadow.sm};
    &[data-hovered] {
      background: ${color.dangerHover};
    }
    &[data-pressed] {
      background: ${color.dangerPressed};
    }
  }
  &:where([data-variant='ghost']) {
    background: transparent;
    color: ${color.text};
    &[data-hovered] {
      background: ${color.ghostHover};
    }
    &[data-pressed] {
      background: ${color.ghostPressed};
    }
  }
`

/** Shared by Button and ButtonLink, so a link that looks like a button is the same button. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  width: auto;
  min-height: ${size.controlHeight};
  padding: 0 ${space[5]};
  border: ${size.border} solid transparent;
  border-radius: ${radius.md};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${motion.fast} ${motion.easing},
    transform ${motion.fast} ${motion.easing};
  -webkit-tap-highlight-color: transparent;

  &:where([data-full-width]) {
    width: 100%;
  }
  &:where([data-size='sm']) {
    min-height: ${size.controlHeightSm};
    ${touchTarget()}
    padding: 0 ${space[3]};
    font-size: ${fontSize.sm};
  }

  ${variants}

  /* A press shrinks the button; a trigger held pressed while its menu is open does not, so the
     menu is placed against the button's resting box, not a box part-way through shrinking. */
  &[data-pressed]:not([aria-expanded='true']) {
    transform: scale(0.98);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }
  &[data-pending] {
    cursor: progress;
  }
`
