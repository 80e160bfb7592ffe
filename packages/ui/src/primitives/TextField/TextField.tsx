import type { ReactNode, Ref } from 'react'
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import {
  Field,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  InputGroup,
} from './TextField.styles'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: ReactNode
  /** Help text under the input. */
  description?: ReactNode
  /** Shown under the input while `isInvalid`; linked to it by aria-describedby. */
  errorMessage?: ReactNode
  /** Success styling: the value has been checked and is fine (e.g. touched and valid). */
  isValid?: boolean
  placeholder?: string
  inputRef?: Ref<HTMLInputElement>
  /** Rendered inside the input box after the input, e.g. a show/hide button. */
  endAdornment?: ReactNode
}

/**
 * react-aria's TextField with a label, help text and an error under the input. Validation is
 * the caller's (formik, the server): pass `isInvalid` and `errorMessage` once the field is
 * touched, and `isValid` for the success style.
 */
export function TextField({
  label,
  description,
  errorMessage,
  isValid = false,
  placeholder,
  inputRef,
  endAdornment,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  const showValid = isValid && !props.isInvalid
  return (
    <Field validationBehavior={validationBehavior} {...props} data-valid={showValid || undefined}>
      <FieldLabel>{label}</FieldLabel>
      <InputGroup
        role="presentation"
        isInvalid={props.isInvalid}
        isDisabled={props.isDisabled}
        $valid={showValid}
      >
        <FieldInput ref={inputRef} placeholder={placeholder} />
        {endAdornment}
      </InputGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Field>
  )
}
