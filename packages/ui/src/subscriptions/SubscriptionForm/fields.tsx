import { useField } from 'formik'
import { useServerError } from '../../form'
import { Checkbox, type CheckboxProps } from '../../primitives/Checkbox'
import { NativeDateField, type NativeDateFieldProps } from '../../primitives/NativeDateField'
import { NumberField, type NumberFieldProps } from '../../primitives/NumberField'
import { NativeSelect, type NativeSelectProps } from '../../primitives/NativeSelect'

/**
 * Formik bindings for the subscription form's non-text fields, on the rules of
 * `useFormikFieldProps`: the schema's message once touched, else the server's; success style
 * once touched and valid.
 */
function useBinding<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name)
  const serverError = useServerError(name)
  const error = (meta.touched ? meta.error : undefined) ?? serverError
  return {
    value: field.value,
    setValue: (value: V) => void helpers.setValue(value),
    touch: () => void helpers.setTouched(true),
    /**
     * A change: the new value, validated, and the field marked touched without a second
     * validation. formik's setTouched validates the values of the render it was called from,
     * the old ones here, and whichever check finishes last wins: a date typed segment by
     * segment (01 then 11) could be left showing the error of a value it no longer has.
     */
    change: (value: V) => {
      void helpers.setTouched(true, false)
      void helpers.setValue(value)
    },
    /** The field's validation state, as the primitives take it. */
    state: { isInvalid: Boolean(error), errorMessage: error, isValid: meta.touched && !error },
  }
}

type Bound = 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'isValid'

/** The browser's own date input: on a phone the system's date picker, and no calendar code. */
export function FormikNativeDateField({
  name,
  ...props
}: Omit<NativeDateFieldProps, Bound | 'name'> & { name: string }) {
  const { value, change, touch, state } = useBinding<string>(name)
  return (
    <NativeDateField
      {...props}
      name={name}
      value={value ?? ''}
      onChange={change}
      onBlur={touch}
      errorMessage={state.errorMessage}
      isValid={state.isValid}
    />
  )
}

export function FormikNumberField({
  name,
  ...props
}: Omit<NumberFieldProps, Bound> & { name: string }) {
  // An empty amount is null, not undefined: formik drops a field set to undefined from its
  // values, and with it the touched flag that shows 'Amount is required'.
  const { value, setValue, touch, state } = useBinding<number | null>(name)
  return (
    <NumberField
      {...props}
      {...state}
      name={name}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => setValue(next ?? null)}
      onBlur={touch}
    />
  )
}

/** The browser's own select: on a phone the system's picker, and no list code to download. */
export function FormikNativeSelect({
  name,
  ...props
}: Omit<NativeSelectProps, Bound | 'name'> & { name: string }) {
  const { value, change, touch, state } = useBinding<string>(name)
  return (
    <NativeSelect
      {...props}
      name={name}
      value={value ?? ''}
      onChange={change}
      onBlur={touch}
      errorMessage={state.errorMessage}
    />
  )
}

export function FormikCheckbox({
  name,
  ...props
}: Omit<CheckboxProps, 'isSelected' | 'onChange'> & { name: string }) {
  const { value, setValue } = useBinding<boolean>(name)
  return <Checkbox {...props} name={name} isSelected={Boolean(value)} onChange={setValue} />
}
