import { useId } from 'react'
import styled from 'styled-components'
import { SegmentedControl } from '../../primitives/SegmentedControl'
import { color, fontSize, fontWeight, space } from '../../theme'
import type { ColorScheme } from '../../theme'

/** The choices, in the order they are offered: 'System' follows the device's setting. */
export const COLOR_SCHEME_OPTIONS: readonly { id: ColorScheme; label: string }[] = [
  { id: 'system', label: 'System' },
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
]

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
`

const Label = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`

/** Each choice takes an equal share of the row. */
const Choices = styled(SegmentedControl<ColorScheme>)`
  display: grid;
  grid-template-columns: repeat(${COLOR_SCHEME_OPTIONS.length}, minmax(0, 1fr));

  & > * {
    justify-content: center;
  }
`

export interface ThemeSwitchProps {
  /** The chosen scheme (controlled). */
  value: ColorScheme
  onChange: (scheme: ColorScheme) => void
}

/** 'Theme': System, Light or Dark, exactly one chosen (the caller keeps the choice). */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  const labelId = useId()
  return (
    <Field>
      <Label id={labelId}>Theme</Label>
      <Choices
        aria-labelledby={labelId}
        options={COLOR_SCHEME_OPTIONS}
        value={value}
        onChange={onChange}
      />
    </Field>
  )
}
