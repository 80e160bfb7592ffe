import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components'
import styled from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  motion,
  radius,
  size,
  space,
  touchTarget,
} from '../../theme'

const Group = styled(AriaToggleButtonGroup)`
  display: inline-flex;
  gap: ${space[0.5]};
  padding: ${space[0.5]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`

const Item = styled(AriaToggleButton)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${size.controlHeightSm};
  ${touchTarget()}
  padding: 0 ${space[3]};
  border: none;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${motion.fast} ${motion.easing};

  &[data-hovered] {
    color: ${color.text};
  }
  &[data-selected] {
    background: ${color.surface};
    color: ${color.primary};
    box-shadow: inset 0 0 0 ${size.border} ${color.border};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`

export type ToggleButtonGroupProps = AriaToggleButtonGroupProps

/** react-aria's ToggleButtonGroup: a segmented control; the pressed one has `data-selected`. */
export function ToggleButtonGroup(props: ToggleButtonGroupProps) {
  return <Group {...props} />
}

export type ToggleButtonProps = AriaToggleButtonProps

/** One segment of a ToggleButtonGroup (give it an `id`). */
export function ToggleButton(props: ToggleButtonProps) {
  return <Item {...props} />
}
