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
} from '../../theme'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md'

export interface ButtonStyleProps {
  $variant: ButtonVariant
  $size: ButtonSize
  $fullWidth: boolean
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.primary};
    color: ${color.onPrimary};
    box-shadow: ${shadow.sm};
    &[data-hovered] {
      background: ${color.primaryHover};
    }
    &[data-pressed] {
      background: ${color.primaryPressed};
    }
  `,
  secondary: css`
    background: ${color.secondary};
    color: ${color.onSecondary};
    border-color: ${color.borderStrong};
    &[data-hovered] {
      background: ${color.secondaryHover};
    }
    &[data-pressed] {
      background: ${color.secondaryPressed};
    }
  `,
  danger: css`
    background: ${color.danger};
    color: ${color.onDanger};
    box-shadow: ${shadow.sm};
    &[data-hovered] {
      background: ${color.dangerHover};
    }
    &[data-pressed] {
      background: ${color.dangerPressed};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color.text};
    &[data-hovered] {
      background: ${color.ghostHover};
    }
    &[data-pressed] {
      background: ${color.ghostPressed};
    }
  `,
}

/** Shared by Button and ButtonLink, so a link that looks like a button is the same button. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? size.controlHeightSm : size.controlHeight)};
  padding: 0 ${({ $size }) => ($size === 'sm' ? space[3] : space[5])};
  border: ${size.border} solid transparent;
  border-radius: ${radius.md};
  font-size: ${({ $size }) => ($size === 'sm' ? fontSize.sm : fontSize.md)};
  font-weight: ${fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${motion.fast} ${motion.easing},
    transform ${motion.fast} ${motion.easing};
  -webkit-tap-highlight-color: transparent;

  ${({ $variant }) => variants[$variant]}

  &[data-pressed] {
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
