import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { color, focusRing, segment, segmentChosen, segmentTrack } from '../../theme'

export interface SegmentedOption<T extends string> {
  id: T
  label: ReactNode
}

export interface SegmentedControlProps<T extends string> {
  /** Names the group (or `aria-labelledby`). */
  'aria-label'?: string
  'aria-labelledby'?: string
  options: readonly SegmentedOption<T>[]
  /** The chosen option's id (controlled). */
  value: T
  /** Called with another option's id when it is chosen. */
  onChange: (value: T) => void
  className?: string
}

const Group = styled.div`
  ${segmentTrack}
`

const Segment = styled.label`
  position: relative;
  ${segment}

  /* The radio itself covers its segment, unseen: a press anywhere on it is a press on the radio. */
  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:hover {
    color: ${color.text};
  }
  &:has(> input:checked) {
    ${segmentChosen}
  }
  &:has(> input:focus-visible) {
    ${focusRing}
  }
`

/**
 * A segmented control made of the browser's own radio buttons: one choice of a few, always one
 * chosen. Tab reaches the chosen one, the arrow keys move the choice, and screen readers announce
 * a radio group, with no JavaScript of its own to download. Looks as `ToggleButtonGroup` does.
 */
export function SegmentedControl<T extends string>({
  options,
  value,
  onChange,
  className,
  ...aria
}: SegmentedControlProps<T>) {
  const name = useId()
  return (
    <Group role="radiogroup" className={className} {...aria}>
      {options.map((option) => (
        <Segment key={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={option.id === value}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </Segment>
      ))}
    </Group>
  )
}
