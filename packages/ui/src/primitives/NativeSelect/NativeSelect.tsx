import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import styled from 'styled-components'
import { color, size, space } from '../../theme'
import { ChevronDownIcon } from '../Icon'
import {
  NativeErrorText,
  NativeField,
  NativeLabel,
  nativeControlBox,
} from '../NativeField/NativeField.styles'
import { listTriggerLayout } from '../Select/Select.styles'

export interface NativeSelectOption {
  id: string
  /** What the option reads as. */
  label: string
}

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  /** The field's name: visible, or a `<VisuallyHidden>` one beside a card's title. */
  label: ReactNode
  options: readonly NativeSelectOption[]
  /** The chosen option's id (controlled); '' for none, which shows the placeholder. */
  value: string
  onChange: (value: string) => void
  /** What the box reads while nothing is chosen ('Choose a bouquet', 'Loading...'). */
  placeholder?: string
  /** Why the choice is refused: shown under the box, which is marked invalid. */
  errorMessage?: ReactNode
}

/** The chevron is drawn over the control's end and lets every press through to it. */
const Box = styled.div`
  position: relative;
  display: flex;
  min-width: 0;

  & > svg {
    position: absolute;
    inset-inline-end: ${space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${color.text};
    pointer-events: none;
  }
`

const Control = styled.select`
  ${listTriggerLayout}
  ${nativeControlBox}
  appearance: none;
  padding-inline-end: calc(${space[3]} + ${size.iconSm} + ${space[2]});
  text-overflow: ellipsis;
  white-space: nowrap;
  overflow: hidden;

  &[data-placeholder] {
    color: ${color.placeholder};
  }
  /* The list a desktop browser draws takes the box's colour: its choices read as text. */
  & > option {
    color: ${color.text};
  }
`

/**
 * The browser's own `<select>` in Recur's field look: on a phone it opens the system's picker
 * (large, familiar, scrolls with the thumb), on a desktop the browser's list, both with the
 * keyboard and screen reader support built in, and no JavaScript to download for it. For a
 * list of plain choices (a currency, a period, a bouquet), with a placeholder while nothing is
 * chosen and the reason under the box when the choice is refused.
 */
export function NativeSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  id,
  ...props
}: NativeSelectProps) {
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  const errorId = `${selectId}-error`
  return (
    <NativeField>
      <NativeLabel htmlFor={selectId}>{label}</NativeLabel>
      <Box>
        <Control
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          data-placeholder={(placeholder !== undefined && value === '') || undefined}
          {...props}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Control>
        <ChevronDownIcon size="sm" />
      </Box>
      {errorMessage && <NativeErrorText id={errorId}>{errorMessage}</NativeErrorText>}
    </NativeField>
  )
}
