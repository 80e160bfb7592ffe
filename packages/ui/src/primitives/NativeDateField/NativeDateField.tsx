import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import { color, fieldBoxLayout } from '../../theme'
import {
  NativeErrorText,
  NativeField,
  NativeLabel,
  nativeControlBox,
} from '../NativeField/NativeField.styles'

export interface NativeDateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
> {
  label: ReactNode
  /** 'YYYY-MM-DD' (controlled); '' for none. */
  value: string
  /** 'YYYY-MM-DD', or '' while the date is cleared or not yet complete. */
  onChange: (value: string) => void
  /** The first and last days the browser's picker offers, 'YYYY-MM-DD'. */
  minValue?: string
  maxValue?: string
  /** Why the date is refused: shown under the box, which is marked invalid. */
  errorMessage?: ReactNode
  /** Success styling (touched and valid). */
  isValid?: boolean
}

const Control = styled.input`
  ${fieldBoxLayout}
  ${nativeControlBox}
  font-variant-numeric: tabular-nums;

  &[data-valid] {
    border-color: ${color.fieldSuccess};
  }
  /* The desktop browser's calendar button, in the field's muted ink. */
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    opacity: 0.7;
  }
`

/**
 * The browser's own date input in Recur's field look, on the API's 'YYYY-MM-DD': on a phone it
 * opens the system's date picker (large, familiar, the thumb's), on a desktop the browser's
 * typed segments and calendar, with keyboard and screen reader support built in and no
 * calendar code to download. The form's schema says what is refused; the box is marked
 * invalid and the reason shown under it.
 */
export function NativeDateField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  errorMessage,
  isValid = false,
  id,
  ...props
}: NativeDateFieldProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const errorId = `${inputId}-error`
  return (
    <NativeField>
      <NativeLabel htmlFor={inputId}>{label}</NativeLabel>
      <Control
        id={inputId}
        type="date"
        value={value}
        min={minValue}
        max={maxValue}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        data-valid={(isValid && !errorMessage) || undefined}
        {...props}
      />
      {errorMessage && <NativeErrorText id={errorId}>{errorMessage}</NativeErrorText>}
    </NativeField>
  )
}
