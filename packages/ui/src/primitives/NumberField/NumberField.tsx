import type { ReactNode } from 'react'
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { space, visuallyHidden } from '../../theme'
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  InputGroup,
} from '../TextField/TextField.styles'

const Field = styled(AriaNumberField)<{ $hideLabel: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;

  & > label {
    ${({ $hideLabel }) => ($hideLabel ? visuallyHidden : '')}
  }
`

const Input = styled(FieldInput)`
  font-variant-numeric: tabular-nums;
`

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  label: ReactNode
  /** Keep the label for assistive technology only (the box says what it is some other way). */
  hideLabel?: boolean
  /** The number (controlled); undefined for an empty field. */
  value?: number
  defaultValue?: number
  /** The new number, or undefined once the field is emptied. */
  onChange?: (value: number | undefined) => void
  description?: ReactNode
  errorMessage?: ReactNode
  placeholder?: string
  /** Success styling (touched and valid). */
  isValid?: boolean
  /** Inside the box, before the number (e.g. a currency sign). */
  startAdornment?: ReactNode
}

/**
 * react-aria's NumberField: locale-aware typing and parsing, arrow keys step the value, and
 * `minValue` clamps it on blur. An empty field is `undefined`, never NaN.
 */
export function NumberField(allProps: NumberFieldProps) {
  const {
    label,
    hideLabel = false,
    value,
    defaultValue,
    onChange,
    description,
    errorMessage,
    placeholder,
    isValid = false,
    startAdornment,
    validationBehavior = 'aria',
    formatOptions = { maximumFractionDigits: 2 },
    ...props
  } = allProps
  const showValid = isValid && !props.isInvalid
  return (
    <Field
      validationBehavior={validationBehavior}
      formatOptions={formatOptions}
      {...('value' in allProps && { value: value ?? NaN })}
      {...(defaultValue !== undefined && { defaultValue })}
      onChange={(next) => onChange?.(Number.isNaN(next) ? undefined : next)}
      data-valid={showValid || undefined}
      $hideLabel={hideLabel}
      {...props}
    >
      <FieldLabel>{label}</FieldLabel>
      <InputGroup $valid={showValid}>
        {startAdornment}
        <Input placeholder={placeholder} />
      </InputGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Field>
  )
}
