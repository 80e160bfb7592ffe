import {
  type ExtraServiceField,
  type PaymentMethod,
  type Service,
  type ServiceVariation,
  SMARTCARD_FIELD,
  type SmartcardCheck,
  type ViewStatus,
} from '@recur/api/contract'
import { validateYupSchema, yupToFormErrors } from 'formik'
import { useEffect, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import type { ValidationSchema } from '../../form'
import { formatNaira } from '../../format'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { Checkbox } from '../../primitives/Checkbox'
import { size, space } from '../../theme'
import { payText } from '../types'
import { PayContactFields, type PayFieldProps } from './PayContactFields'
import { PaymentMethodChoice, walletTooLow } from './PaymentMethodChoice'
import { PayServiceChoice, type PayListStatus } from './PayServiceChoice'
import { PaySummary } from './PaySummary'
import { SmartcardCheckFields, type SmartcardCheckStatus } from './SmartcardCheckFields'

/** The form's values (spec §3 Service purchase form, plus the extra fields and how to pay). */
export interface ServicePurchaseValues {
  email: string
  phone: string
  /** The chosen service's name. */
  service: string
  /** The chosen bouquet's variation_code. */
  bouquet: string
  /** The service's extra fields by name, e.g. { smartcard_number: '7029123412' }. */
  fields: Record<string, string>
  auto_renew: boolean
  payment_method: PaymentMethod
}

/** A new form: nothing chosen, paid from the wallet, renewing on its own; the email prefilled. */
export const emptyServicePurchase = (email: string): ServicePurchaseValues => ({
  email,
  phone: '',
  service: '',
  bouquet: '',
  fields: {},
  auto_renew: true,
  payment_method: 'wallet',
})

/** A change to the values other than the service (which has its own callback). */
export type ServicePurchaseEdit = Partial<Omit<ServicePurchaseValues, 'service'>>

/**
 * Where the pay flow stands (spec §4), as the app's reducer says: 'validated' holds for the
 * values shown; the app goes back to 'editing' on any change.
 */
export type PayFormPhase = 'editing' | 'validating' | 'validated' | 'paying'

export interface ServicePurchaseFormProps {
  /** The contract's `servicePurchaseSchema` (email, phone, service, bouquet). */
  validationSchema: ValidationSchema
  /** The values shown: the app holds them, and gets every change through the callbacks. */
  values: ServicePurchaseValues
  phase?: PayFormPhase
  services: readonly Service[]
  servicesStatus?: ViewStatus
  onRetryServices?: () => void
  /** Offered under 'Service Type' when the bouquets failed to load. */
  onRetryBouquets?: () => void
  /** GET /service-payment/variations for the chosen service. */
  bouquets: readonly ServiceVariation[]
  bouquetsStatus: PayListStatus
  /** GET /service-payment/validation-fields for the chosen service. */
  extraFields: readonly ExtraServiceField[]
  smartcardStatus?: SmartcardCheckStatus
  /** The check's answer, shown once `smartcardStatus` is 'verified'. */
  smartcard?: SmartcardCheck
  /** The server's message on the last failed payment: 'Payment failed: {message}'. */
  payMessage?: string
  /** The wallet balance in naira, shown on the Wallet choice; undefined while unknown. */
  walletBalance?: number | string
  /** Where to fund the wallet (/wallet), offered when the balance does not cover the total. */
  fundWalletHref?: string
  /**
   * The fewest characters a smartcard number has (the contract's check threshold): a shorter
   * one is refused under its field instead of being sent.
   */
  smartcardMinLength?: number
  /** A field other than the service changed. */
  onChange: (edit: ServicePurchaseEdit) => void
  /** Another service was chosen: the app empties the bouquet and extra fields, fetches anew. */
  onServiceChange: (name: string) => void
  /** Validate was pressed and the schema passed: the app runs its checks. */
  onValidate: (values: ServicePurchaseValues) => void
  /** 'Pay {total}' was pressed on validated values. */
  onPay: (values: ServicePurchaseValues) => void
}

type Errors = Partial<Record<'email' | 'phone' | 'service' | 'bouquet', string>> & {
  fields?: Record<string, string>
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  width: 100%;
  max-width: ${size.readableMax};
`

/** The button's words: 'Validate' until the checks pass, then 'Pay {total}' (spec §2). */
export function payButtonLabel(validated: boolean, total: unknown): string {
  return validated ? payText.pay(formatNaira(total)) : payText.validate
}

/**
 * Pay For Service's form (spec §2, §4, §5), put together from its parts: the contact
 * ({@link PayContactFields}), what to pay for ({@link PayServiceChoice}), the extra fields and
 * smartcard check ({@link SmartcardCheckFields}), the order summary ({@link PaySummary}),
 * Auto-Renew (on), how to pay ({@link PaymentMethodChoice}), and the button: 'Validate',
 * 'Validating, please wait...', then 'Pay {total}'; disabled without an email, phone or bouquet.
 *
 * The app holds the values and the phase (its pay-flow reducer) and runs every request; the form
 * keeps only which fields were left, to say their problems from then on, and never fetches.
 * Remount it (a new `key`) for a new form.
 */
export function ServicePurchaseForm({
  validationSchema,
  values,
  phase = 'editing',
  services,
  servicesStatus,
  onRetryServices,
  onRetryBouquets,
  bouquets,
  bouquetsStatus,
  extraFields,
  smartcardStatus = 'idle',
  smartcard,
  payMessage,
  walletBalance,
  fundWalletHref,
  smartcardMinLength = 0,
  onChange,
  onServiceChange,
  onValidate,
  onPay,
}: ServicePurchaseFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const check = (checked: ServicePurchaseValues) =>
    errorsOf(checked, validationSchema, extraFields, smartcardMinLength)
  useEffect(() => {
    let current = true
    void errorsOf(values, validationSchema, extraFields, smartcardMinLength).then((found) => {
      if (current) setErrors(found)
    })
    return () => {
      current = false
    }
  }, [values, validationSchema, extraFields, smartcardMinLength])

  const leave = (name: string) => setTouched((left) => new Set(left).add(name))
  const said = (name: 'email' | 'phone' | 'service' | 'bouquet') =>
    touched.has(name) ? errors[name] : undefined
  const field = (name: 'email' | 'phone'): PayFieldProps => ({
    name,
    value: values[name],
    onChange: (value) => onChange({ [name]: value }),
    onBlur: () => leave(name),
    isInvalid: Boolean(said(name)),
    errorMessage: said(name),
    isValid: touched.has(name) && !said(name),
  })

  const bouquet = bouquets.find((b) => b.variation_code === values.bouquet)
  const paying = phase === 'paying'
  const validating = phase === 'validating'
  const complete = [values.email, values.phone, values.bouquet].every((v) => v.trim() !== '')
  const short = walletTooLow(values.payment_method, walletBalance, bouquet?.total)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // As a submitted form does: every problem is said from now on.
    setSubmitted(true)
    setTouched(new Set(['email', 'phone', 'service', 'bouquet']))
    const asked = values
    void check(asked).then((found) => {
      setErrors(found)
      if (Object.keys(found).length > 0) return
      if (phase === 'validated') onPay(asked)
      else onValidate(asked)
    })
  }

  const fieldErrors: Record<string, string | undefined> = {}
  for (const extra of extraFields) {
    const name = `fields.${extra.name}`
    if (submitted || touched.has(name)) fieldErrors[extra.name] = errors.fields?.[extra.name]
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Pay for a service">
      <PayContactFields email={field('email')} phone={field('phone')} />

      <PayServiceChoice
        services={services}
        servicesStatus={servicesStatus}
        onRetryServices={onRetryServices}
        service={values.service}
        onServiceChange={onServiceChange}
        onServiceBlur={() => leave('service')}
        serviceError={said('service')}
        bouquets={bouquets}
        bouquetsStatus={bouquetsStatus}
        bouquet={values.bouquet}
        onBouquetChange={(code) => {
          leave('bouquet')
          onChange({ bouquet: code })
        }}
        bouquetError={said('bouquet')}
        onRetryBouquets={onRetryBouquets}
      />

      {values.service && (
        <SmartcardCheckFields
          extraFields={extraFields}
          values={values.fields}
          errors={fieldErrors}
          onChange={(name, value) => onChange({ fields: { ...values.fields, [name]: value } })}
          onBlur={(name) => leave(`fields.${name}`)}
          status={smartcardStatus}
          details={smartcard}
        />
      )}

      <PaySummary bouquet={bouquet} />

      <Checkbox
        name="auto_renew"
        isSelected={values.auto_renew}
        onChange={(value) => onChange({ auto_renew: value })}
      >
        {payText.autoRenew}
      </Checkbox>

      <PaymentMethodChoice
        value={values.payment_method}
        onChange={(method) => onChange({ payment_method: method })}
        walletBalance={walletBalance}
        total={bouquet?.total}
        fundWalletHref={fundWalletHref}
      />

      {payMessage && <Banner tone="danger">{payText.paymentFailed(payMessage)}</Banner>}

      {paying && (
        <Banner tone="info">
          {values.payment_method === 'card'
            ? payText.toCheckout
            : payText.paying(values.service, formatNaira(bouquet?.total))}
        </Banner>
      )}

      <Button
        type="submit"
        fullWidth
        isDisabled={!complete || short}
        isPending={validating || paying}
        pendingLabel={validating ? payText.validating : 'Processing'}
      >
        {payButtonLabel(phase === 'validated', bouquet?.total)}
      </Button>
    </Form>
  )
}

/** The schema's problems and the extra fields', by field, as a submitted form would say them. */
async function errorsOf(
  values: ServicePurchaseValues,
  schema: ValidationSchema,
  extraFields: readonly ExtraServiceField[],
  smartcardMinLength: number,
): Promise<Errors> {
  const schemaErrors: Errors = await validateYupSchema(values, schema).then(
    () => ({}),
    (error: unknown) => yupToFormErrors(error) as Errors,
  )
  return { ...schemaErrors, ...extraFieldErrors(values, extraFields, smartcardMinLength) }
}

/** The service's extra fields are required; a smartcard number needs its full length. */
export function extraFieldErrors(
  values: ServicePurchaseValues,
  extraFields: readonly ExtraServiceField[],
  smartcardMinLength: number,
): { fields?: Record<string, string> } {
  if (!values.service) return {}
  const errors: Record<string, string> = {}
  for (const field of extraFields) {
    const value = values.fields[field.name]?.trim() ?? ''
    if (value === '') errors[field.name] = payText.required(field.label)
    else if (field.name === SMARTCARD_FIELD && value.length < smartcardMinLength) {
      errors[field.name] = payText.tooShort(field.label, smartcardMinLength)
    }
  }
  return Object.keys(errors).length > 0 ? { fields: errors } : {}
}
