import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import styled from 'styled-components'
import { color, focusRing, fontSize, fontWeight, motion, size, space } from '../../theme'
import { ChevronDownIcon } from '../Icon'
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

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;
`

const Label = styled.label`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`

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
  appearance: none;
  min-width: 0;
  margin: 0;
  padding-inline-end: calc(${space[3]} + ${size.iconSm} + ${space[2]});
  border: ${size.border} solid ${color.fieldBorder};
  background: ${color.fieldBackground};
  font-family: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
  overflow: hidden;
  transition: border-color ${motion.fast} ${motion.easing};

  &:hover {
    border-color: ${color.fieldBorderHover};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
  /* Disabled as Recur's other fields are, not dimmed as a whole (the browser's own style). */
  &:disabled {
    opacity: 1;
    background: ${color.fieldDisabled};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${color.fieldError};
    box-shadow: inset 0 0 0 ${size.border} ${color.fieldError};
  }
  &[data-placeholder] {
    color: ${color.placeholder};
  }
  /* The list a desktop browser draws takes the box's colour: its choices read as text. */
  & > option {
    color: ${color.text};
  }
`

const ErrorText = styled.div`
  font-size: ${fontSize.sm};
  color: ${color.fieldError};
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
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
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
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Field>
  )
}
