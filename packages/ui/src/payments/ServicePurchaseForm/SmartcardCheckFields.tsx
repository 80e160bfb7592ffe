import { type ExtraServiceField, SMARTCARD_FIELD, type SmartcardCheck } from '@recur/api/contract'
import { useId } from 'react'
import styled from 'styled-components'
import { Spinner } from '../../primitives/Spinner'
import { TextField } from '../../primitives/TextField'
import { color, fontSize, space } from '../../theme'
import { payText } from '../types'
import { Facts, Panel } from './styles'

/** GET /service-payment/verify-smartcard-number: 'idle' below the 10-character threshold. */
export type SmartcardCheckStatus = 'idle' | 'pending' | 'verified' | 'failed'

export interface SmartcardCheckFieldsProps {
  /** GET /service-payment/validation-fields for the chosen service. */
  extraFields: readonly ExtraServiceField[]
  /** The fields' values by name, e.g. { smartcard_number: '7029123412' }. */
  values: Readonly<Record<string, string>>
  /** Each field's problem, by name, once it is to be said (left, or the form submitted). */
  errors?: Readonly<Record<string, string | undefined>>
  onChange: (name: string, value: string) => void
  onBlur?: (name: string) => void
  status?: SmartcardCheckStatus
  /** The check's answer, shown once `status` is 'verified'. */
  details?: SmartcardCheck
}

const Checking = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

/**
 * The chosen service's extra fields (spec §4), and for a smartcard its check: 'Verifying the
 * smartcard number…' while the app asks, then the customer's name and previous package, or
 * 'The smartcard number could not be verified.' under the field.
 */
export function SmartcardCheckFields({
  extraFields,
  values,
  errors = {},
  onChange,
  onBlur,
  status = 'idle',
  details,
}: SmartcardCheckFieldsProps) {
  const detailsId = useId()
  return (
    <>
      {extraFields.map((field) => {
        const smartcard = field.name === SMARTCARD_FIELD
        const failed = smartcard && status === 'failed'
        const error = errors[field.name] ?? (failed ? payText.smartcardUnverified : undefined)
        return (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            autoComplete="off"
            value={values[field.name] ?? ''}
            onChange={(value) => onChange(field.name, value)}
            onBlur={() => onBlur?.(field.name)}
            isInvalid={Boolean(error)}
            errorMessage={error}
            isValid={smartcard && status === 'verified'}
            aria-describedby={smartcard ? detailsId : undefined}
          />
        )
      })}
      {extraFields.some((f) => f.name === SMARTCARD_FIELD) && (
        <SmartcardPanel id={detailsId} status={status} details={details} />
      )}
    </>
  )
}

function SmartcardPanel({
  id,
  status,
  details,
}: {
  id: string
  status: SmartcardCheckStatus
  details?: SmartcardCheck
}) {
  // One live region throughout, so the check's progress and answer are announced.
  return (
    <div id={id} role="status">
      {status === 'pending' && (
        <Checking>
          <Spinner />
          Verifying the smartcard number…
        </Checking>
      )}
      {status === 'verified' && details && (
        <Panel aria-label="Smartcard details">
          <Facts>
            <dt>{payText.customerName}</dt>
            <dd>{details.customer_name}</dd>
            <dt>{payText.previousPackage}</dt>
            <dd>{details.current_variation_name}</dd>
          </Facts>
        </Panel>
      )}
    </div>
  )
}
