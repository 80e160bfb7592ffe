import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, segment, segmentChosen, segmentTrack } from '../../theme'

const Group = styled(AriaToggleButtonGroup)`
  ${segmentTrack}
`

const Item = styled(AriaToggleButton)`
  ${segment}
  border: none;

  &[data-hovered] {
    color: ${color.text};
  }
  &[data-selected] {
    ${segmentChosen}
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
