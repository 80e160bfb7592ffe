import styled from 'styled-components'
import { EmailField } from '../../primitives/EmailField'
import { TextField } from '../../primitives/TextField'
import { space } from '../../theme'
import { payText } from '../types'

/** One text field's value, messages and callbacks, as the form holds them. */
export interface PayFieldProps {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  isInvalid?: boolean
  errorMessage?: string
  /** Left, and right: drawn as accepted. */
  isValid?: boolean
}

export interface PayContactFieldsProps {
  email: PayFieldProps
  phone: PayFieldProps
}

const Pair = styled.div`
  display: grid;
  gap: ${space[5]};
  grid-template-columns: repeat(auto-fit, minmax(calc(${space[20]} * 2.5), 1fr));
`

/** Pay For Service's contact (spec §2): the email (prefilled from the profile) and the phone. */
export function PayContactFields({ email, phone }: PayContactFieldsProps) {
  return (
    <Pair>
      <EmailField label="Email" autoComplete="email" {...email} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={payText.phonePlaceholder}
        {...phone}
      />
    </Pair>
  )
}
