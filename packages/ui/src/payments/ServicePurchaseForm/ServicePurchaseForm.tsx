import {
  type ExtraServiceField,
  type PaymentMethod,
  type Service,
  type ServiceVariation,
  messages,
  SMARTCARD_FIELD,
  type SmartcardCheck,
  type ViewStatus,
} from '@recur/api/contract'
import { Formik, useField, useFormikContext } from 'formik'
import { useId, useState } from 'react'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import styled from 'styled-components'
import { useFormikFieldProps, type FormStatus, type ValidationSchema } from '../../form'
import { formatNaira } from '../../format'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { Checkbox } from '../../primitives/Checkbox'
import { EmailField } from '../../primitives/EmailField'
import { CardIcon, WalletIcon } from '../../primitives/Icon'
import { Link } from '../../primitives/Link'
import { Select } from '../../primitives/Select'
import { Spinner } from '../../primitives/Spinner'
import { TextField } from '../../primitives/TextField'
import { color, focusRing, fontSize, fontWeight, motion, radius, size, space } from '../../theme'
import { ServiceGrid } from '../ServiceGrid'
import { payText } from '../types'

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

/** A list the app fetches: 'idle' until there is something to fetch (no service chosen yet). */
export type PayListStatus = 'idle' | ViewStatus
/** GET /service-payment/verify-smartcard-number: 'idle' below the 10-character threshold. */
export type SmartcardCheckStatus = 'idle' | 'pending' | 'verified' | 'failed'
/** The Validate step: the app's checks after the schema passed (spec §4: "validated"). */
export type PayValidationStatus = 'idle' | 'pending' | 'passed'

export interface ServicePurchaseFormProps {
  /** The contract's `servicePurchaseSchema` (email, phone, service, bouquet). */
  validationSchema: ValidationSchema
  /** Prefill: the profile's email (spec §2). Remount (a new `key`) to reset the form. */
  initialValues?: Partial<ServicePurchaseValues>
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
  validationStatus?: PayValidationStatus
  /** POST /service-payment/pay: 'pending' while paying, 'error' shows 'Payment failed: {message}'. */
  payStatus?: FormStatus
  /** The server's message on a failed payment. */
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
  /** A service was chosen: the app fetches its bouquets and extra fields. */
  onServiceChange: (name: string) => void
  /** The smartcard number changed: the app checks it once it is longer than 9 characters. */
  onSmartcardChange?: (value: string) => void
  /** Validate was pressed and the schema passed: the app runs its checks. */
  onValidate: (values: ServicePurchaseValues) => void
  /** 'Pay {total}' was pressed on validated values. */
  onPay: (values: ServicePurchaseValues) => void
}

const defaults: ServicePurchaseValues = {
  email: '',
  phone: '',
  service: '',
  bouquet: '',
  fields: {},
  auto_renew: true,
  payment_method: 'wallet',
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  width: 100%;
  max-width: ${size.readableMax};
`

const Pair = styled.div`
  display: grid;
  gap: ${space[5]};
  grid-template-columns: repeat(auto-fit, minmax(calc(${space[20]} * 2.5), 1fr));
`

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  font-size: ${fontSize.sm};

  & > dt {
    color: ${color.textMuted};
  }
  & > dd {
    margin: 0;
    font-weight: ${fontWeight.semibold};
    text-align: end;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`

const Retry = styled.div`
  margin-top: calc(-1 * ${space[3]});
`

const Checking = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

const Methods = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`

const MethodsLabel = styled(Label)`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`

const MethodRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${space[20]} * 2), 1fr));
  gap: ${space[3]};
`

const Method = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${size.controlHeight};
  padding: ${space[3]};
  border: ${size.borderThick} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  cursor: pointer;
  transition: border-color ${motion.fast} ${motion.easing};

  &[data-hovered] {
    border-color: ${color.borderStrong};
  }
  &[data-selected] {
    border-color: ${color.primary};
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`

const MethodText = styled.span`
  display: flex;
  flex-direction: column;
  font-weight: ${fontWeight.semibold};

  & > small {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.regular};
    font-variant-numeric: tabular-nums;
  }
`

/** The button's words: 'Validate' until the checks pass, then 'Pay {total}' (spec §2). */
export function payButtonLabel(validated: boolean, total: unknown): string {
  return validated ? payText.pay(formatNaira(total)) : payText.validate
}

/**
 * Pay For Service's form (spec §2, §4, §5): email, phone, the service grid, 'Service Type'
 * (disabled until a service is chosen, 'Loading...' while the bouquets load), the service's
 * extra fields, Auto-Renew (on), the smartcard's details or its error, the bouquet's amount, fee
 * and total, how to pay, and the button: 'Validate', 'Validating, please wait...', then
 * 'Pay {total}'; disabled without an email, phone or bouquet. The app runs every request and
 * passes the answers and their states in; the form never fetches.
 *
 * Validation passes for the values it was asked about: change a value afterwards and the button
 * reads 'Validate' again until the app validates the new values.
 */
export function ServicePurchaseForm({
  validationSchema,
  initialValues,
  onValidate,
  onPay,
  validationStatus = 'idle',
  ...props
}: ServicePurchaseFormProps) {
  const { extraFields, smartcardMinLength = 0 } = props
  const start = { ...defaults, ...initialValues, fields: { ...initialValues?.fields } }
  // The values the app was last asked to validate; a 'passed' counts for these only. A form that
  // mounts already validated (a restored screen) counts its initial values.
  const [asked, setAsked] = useState(() => JSON.stringify(start))
  return (
    <Formik<ServicePurchaseValues>
      initialValues={start}
      validationSchema={validationSchema}
      validate={(values) => extraFieldErrors(values, extraFields, smartcardMinLength)}
      onSubmit={(values) => {
        const key = JSON.stringify(values)
        if (validationStatus === 'passed' && key === asked) onPay(values)
        else {
          setAsked(key)
          onValidate(values)
        }
      }}
    >
      <FormBody {...props} asked={asked} validationStatus={validationStatus} />
    </Formik>
  )
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

type BodyProps = Omit<
  ServicePurchaseFormProps,
  'validationSchema' | 'initialValues' | 'onValidate' | 'onPay'
> & {
  asked: string
}

function FormBody({
  services,
  servicesStatus = 'ready',
  onRetryServices,
  onRetryBouquets,
  bouquets,
  bouquetsStatus,
  extraFields,
  smartcardStatus = 'idle',
  smartcard,
  validationStatus = 'idle',
  payStatus = 'idle',
  payMessage,
  fundWalletHref,
  walletBalance,
  onServiceChange,
  onSmartcardChange,
  asked,
}: BodyProps) {
  const { values, handleSubmit, setFieldValue, setFieldTouched, errors, touched } =
    useFormikContext<ServicePurchaseValues>()
  const detailsId = useId()
  const email = useFormikFieldProps('email')
  const phone = useFormikFieldProps('phone')
  const bouquet = bouquets.find((b) => b.variation_code === values.bouquet)
  const validated = validationStatus === 'passed' && JSON.stringify(values) === asked
  const validating = validationStatus === 'pending' && JSON.stringify(values) === asked
  const paying = payStatus === 'pending'
  const complete = [values.email, values.phone, values.bouquet].every((v) => v.trim() !== '')
  const short =
    values.payment_method === 'wallet' &&
    bouquet !== undefined &&
    walletBalance !== undefined &&
    Number(walletBalance) < Number(bouquet.total)

  const chooseService = (name: string) => {
    if (name === values.service) return
    void setFieldValue('service', name)
    void setFieldValue('bouquet', '')
    void setFieldValue('fields', {})
    onServiceChange(name)
    // The old service's smartcard number is gone with its fields: the app drops its check.
    if (values.fields[SMARTCARD_FIELD]) onSmartcardChange?.('')
  }

  const bouquetPlaceholder =
    bouquetsStatus === 'loading'
      ? messages.loading
      : bouquetsStatus === 'error'
        ? 'Could not load the bouquets'
        : 'Choose a bouquet'

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label="Pay for a service">
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

      <ServiceGrid
        services={services}
        status={servicesStatus}
        onRetry={onRetryServices}
        value={values.service || null}
        onChange={chooseService}
        onBlur={() => void setFieldTouched('service', true)}
        errorMessage={touched.service ? errors.service : undefined}
      />

      <Select
        label={payText.serviceType}
        placeholder={bouquetPlaceholder}
        // Each bouquet with what it costs in all (amount and fee), so the list can be compared.
        options={bouquets.map((b) => ({
          id: b.variation_code,
          label: payText.bouquetOption(b.name, formatNaira(b.total)),
        }))}
        value={values.bouquet || null}
        isDisabled={!values.service || bouquetsStatus !== 'ready'}
        onChange={(code) => {
          void setFieldTouched('bouquet', true, false)
          void setFieldValue('bouquet', code ?? '')
        }}
        isInvalid={Boolean(touched.bouquet && errors.bouquet)}
        errorMessage={touched.bouquet ? errors.bouquet : undefined}
      />
      {bouquetsStatus === 'error' && values.service && onRetryBouquets && (
        <Retry>
          <Button variant="secondary" size="sm" onPress={onRetryBouquets}>
            Try loading the bouquets again
          </Button>
        </Retry>
      )}

      {values.service &&
        extraFields.map((field) => (
          <ExtraField
            key={field.name}
            field={field}
            smartcardStatus={smartcardStatus}
            onSmartcardChange={onSmartcardChange}
            detailsId={detailsId}
          />
        ))}

      {extraFields.some((f) => f.name === SMARTCARD_FIELD) && values.service && (
        <SmartcardPanel id={detailsId} status={smartcardStatus} details={smartcard} />
      )}

      {bouquet && (
        <Panel aria-label="Order summary">
          <Facts>
            <dt>Amount</dt>
            <dd>{formatNaira(bouquet.amount)}</dd>
            <dt>Fee</dt>
            <dd>{formatNaira(bouquet.fee)}</dd>
            <dt>Total</dt>
            <dd>{formatNaira(bouquet.total)}</dd>
          </Facts>
        </Panel>
      )}

      <AutoRenew />

      <Methods
        value={values.payment_method}
        onChange={(method) => void setFieldValue('payment_method', method)}
      >
        <MethodsLabel>Payment method</MethodsLabel>
        <MethodRow>
          <Method value="wallet">
            <WalletIcon aria-hidden />
            <MethodText>
              Wallet
              <small>
                {walletBalance === undefined
                  ? messages.loading
                  : `Balance: ${formatNaira(walletBalance)}`}
              </small>
            </MethodText>
          </Method>
          <Method value="card">
            <CardIcon aria-hidden />
            <MethodText>
              Card
              <small>Pay at a secure checkout</small>
            </MethodText>
          </Method>
        </MethodRow>
      </Methods>

      {short && (
        <Banner tone="warning" live="none">
          {payText.insufficientFunds}{' '}
          {fundWalletHref && <Link href={fundWalletHref}>Fund Wallet</Link>}
        </Banner>
      )}

      {payStatus === 'error' && payMessage && (
        <Banner tone="danger">{payText.paymentFailed(payMessage)}</Banner>
      )}

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
        {payButtonLabel(validated, bouquet?.total)}
      </Button>
    </Form>
  )
}

function ExtraField({
  field,
  smartcardStatus,
  onSmartcardChange,
  detailsId,
}: {
  field: ExtraServiceField
  smartcardStatus: SmartcardCheckStatus
  onSmartcardChange?: (value: string) => void
  detailsId: string
}) {
  const [input, meta, helpers] = useField<string | undefined>(`fields.${field.name}`)
  const { submitCount } = useFormikContext<ServicePurchaseValues>()
  const smartcard = field.name === SMARTCARD_FIELD
  // Too short or missing: said once the field was left or the form submitted.
  const problem = meta.touched || submitCount > 0 ? meta.error : undefined
  const failed = smartcard && smartcardStatus === 'failed'
  const error = problem ?? (failed ? payText.smartcardUnverified : undefined)
  return (
    <TextField
      label={field.label}
      name={field.name}
      autoComplete="off"
      value={input.value ?? ''}
      onChange={(value) => {
        void helpers.setValue(value)
        if (smartcard) onSmartcardChange?.(value.trim())
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={Boolean(error)}
      errorMessage={error}
      isValid={smartcard && smartcardStatus === 'verified'}
      aria-describedby={smartcard ? detailsId : undefined}
    />
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

function AutoRenew() {
  const [field, , helpers] = useField<boolean>('auto_renew')
  return (
    <Checkbox
      name="auto_renew"
      isSelected={Boolean(field.value)}
      onChange={(value) => void helpers.setValue(value)}
    >
      {payText.autoRenew}
    </Checkbox>
  )
}
