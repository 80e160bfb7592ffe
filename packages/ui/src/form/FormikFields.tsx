import { useField } from 'formik'
import { EmailField, type EmailFieldProps } from '../primitives/EmailField'
import { PasswordField, type PasswordFieldProps } from '../primitives/PasswordField'
import { TextField, type TextFieldProps } from '../primitives/TextField'
import { useServerError } from './ServerErrors'

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'isValid'

/**
 * Binds a field to formik by name: its value, its touched state, and its message — the
 * schema's once the field is touched, else the server's. Error and success styles appear only
 * after the field has been touched (spec §5).
 */
export function useFormikFieldProps(name: string) {
  const [field, meta, helpers] = useField<string>(name)
  const serverError = useServerError(name)
  const clientError = meta.touched ? meta.error : undefined
  const error = clientError ?? serverError
  return {
    name,
    value: field.value ?? '',
    onChange: (value: string) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    isInvalid: Boolean(error),
    errorMessage: error,
    isValid: meta.touched && !error,
  }
}

export function FormikTextField({
  name,
  ...props
}: Omit<TextFieldProps, Bound> & { name: string }) {
  return <TextField {...props} {...useFormikFieldProps(name)} />
}

export function FormikEmailField({
  name,
  ...props
}: Omit<EmailFieldProps, Bound> & { name: string }) {
  return <EmailField {...props} {...useFormikFieldProps(name)} />
}

export function FormikPasswordField({
  name,
  ...props
}: Omit<PasswordFieldProps, Bound> & { name: string }) {
  return <PasswordField {...props} {...useFormikFieldProps(name)} />
}
