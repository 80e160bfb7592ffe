import { TextField, type TextFieldProps } from '../TextField'

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  label?: TextFieldProps['label']
}

/** A TextField for e-mail addresses: the right keyboard and autofill, 'Email Address' label. */
export function EmailField({ label = 'Email Address', ...props }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck="false"
      {...props}
    />
  )
}
