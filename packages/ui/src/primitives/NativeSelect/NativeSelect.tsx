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
  /** The chosen option's id (controlled). */
  value: string
  onChange: (value: string) => void
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
  &:disabled {
    background: ${color.fieldDisabled};
    cursor: not-allowed;
  }
`

/**
 * The browser's own `<select>` in Recur's field look: on a phone it opens the system's picker
 * (large, familiar, scrolls with the thumb), on a desktop the browser's list, both with the
 * keyboard and screen reader support built in, and no JavaScript to download for it. For a
 * short list of plain choices (a currency, a period); `Select` stays for the forms' fields
 * (validation messages, a placeholder, react-aria's form integration).
 */
export function NativeSelect({ label, options, value, onChange, id, ...props }: NativeSelectProps) {
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Box>
        <Control
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Control>
        <ChevronDownIcon size="sm" />
      </Box>
    </Field>
  )
}
