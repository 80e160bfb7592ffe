import { useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { useLocale } from 'react-aria-components'
import styled from 'styled-components'
import { visuallyHidden } from '../../theme'
import {
  Field as TextFieldBox,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  InputGroup,
} from '../TextField/TextField.styles'
import { numberText } from './numberText'

const Field = styled(TextFieldBox)<{ $hideLabel: boolean }>`
  & > label {
    ${({ $hideLabel }) => ($hideLabel ? visuallyHidden : '')}
  }
`

const Input = styled(FieldInput)`
  font-variant-numeric: tabular-nums;
`

/** Money: at most kobo. One object, so the parser is built once per locale. */
const TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 }

export interface NumberFieldProps {
  label: ReactNode
  /** Keep the label for assistive technology only (the box says what it is some other way). */
  hideLabel?: boolean
  /** The number; undefined for an empty field. */
  value?: number
  /** The new number once it is committed (blur, Enter, an arrow key), or undefined once emptied. */
  onChange?: (value: number | undefined) => void
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  minValue?: number
  maxValue?: number
  /** What ArrowUp and ArrowDown add and take away. */
  step?: number
  formatOptions?: Intl.NumberFormatOptions
  description?: ReactNode
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  placeholder?: string
  /** Success styling (touched and valid). */
  isValid?: boolean
  /** Inside the box, before the number (e.g. a currency sign). */
  startAdornment?: ReactNode
  name?: string
  autoFocus?: boolean
}

/**
 * A number typed as text in the locale's own marks, on react-aria's TextField (label, help text
 * and error linked to the box): a phone shows its decimal keypad; what cannot become a number
 * within the bounds is not taken; the number is read, clamped and rounded when the person
 * commits it, and the box then shows it formatted ('1234.5' → '1,234.5'). ArrowUp and
 * ArrowDown step it. An empty field is `undefined`, never NaN.
 *
 * react-aria's own NumberField does the same with a spin button and its translated strings,
 * 9 kB more on every form that has an amount.
 */
export function NumberField({
  label,
  hideLabel = false,
  value,
  onChange,
  onBlur,
  minValue,
  maxValue,
  step = 1,
  formatOptions = TWO_DECIMALS,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled,
  placeholder,
  isValid = false,
  startAdornment,
  name,
  autoFocus,
}: NumberFieldProps) {
  const { locale } = useLocale()
  const rules = useMemo(
    () => numberText(locale, formatOptions, { minValue, maxValue }),
    [locale, formatOptions, minValue, maxValue],
  )
  const [text, setText] = useState(() => rules.format(value))
  // The box follows the value it is given; in between, it keeps what is being typed.
  const [shownValue, setShownValue] = useState(value)
  if (!Object.is(value, shownValue)) {
    setShownValue(value)
    setText(rules.format(value))
  }
  const inputRef = useRef<HTMLInputElement>(null)

  const settle = (next: number | undefined) => {
    setText(rules.format(next))
    if (!Object.is(next, value)) onChange?.(next)
  }
  const commit = () => {
    const next = rules.commit(text)
    if (next === null) setText(rules.format(value))
    else settle(next)
  }
  const type = (next: string) => {
    if (rules.isPartial(next)) return setText(next)
    // Refused: React puts the old text back; the caret stays where the person was typing.
    const input = inputRef.current
    if (input?.selectionStart == null) return
    const caret = Math.max(0, input.selectionStart - (next.length - text.length))
    queueMicrotask(() => input.setSelectionRange(caret, caret))
  }

  const showValid = isValid && !isInvalid
  return (
    <Field
      value={text}
      onChange={type}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit()
        onBlur?.(event)
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault()
          return settle(rules.step(text, event.key === 'ArrowUp' ? 1 : -1, step))
        }
        // Committed before Enter submits the form, which reads the number.
        if (event.key === 'Enter') commit()
        // react-aria stops a handled key; a dialog around the box still hears Escape.
        event.continuePropagation()
      }}
      name={name}
      autoFocus={autoFocus}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
      data-valid={showValid || undefined}
      $hideLabel={hideLabel}
    >
      <FieldLabel>{label}</FieldLabel>
      <InputGroup
        role="presentation"
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        $valid={showValid}
      >
        {startAdornment}
        <Input
          ref={inputRef}
          placeholder={placeholder}
          inputMode={minValue !== undefined && minValue >= 0 ? 'decimal' : 'text'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
        />
      </InputGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Field>
  )
}
