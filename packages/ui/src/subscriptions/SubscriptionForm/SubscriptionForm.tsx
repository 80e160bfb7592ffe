import type { Currency } from '@recur/api/contract'
import { lazy, Suspense, useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { formatDate, formatNaira } from '../../format'
import { FormikForm, FormikTextField, FormMessage, type FormViewProps } from '../../form'
import { Banner } from '../../primitives/Banner'
import { Button, ButtonLink } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { CheckCircleIcon, InfoIcon, PlusIcon } from '../../primitives/Icon'
import { color, fontSize, media, radius, size, space } from '../../theme'
import { OverlapNotice } from './OverlapNotice'
import {
  FormikCheckbox,
  FormikNativeDateField,
  FormikNativeSelect,
  FormikNumberField,
} from './fields'

// Only a paid renewal shows it (PaidRenewalInfo.tsx).
const PaidRenewalInfo = lazy(() => import('./PaidRenewalInfo'))

/** The form's values (spec §3 Subscription form, plus auto_renew). Dates are 'YYYY-MM-DD'. */
export interface SubscriptionFormValues {
  id?: string
  name: string
  currency: string
  /** null while the field is empty ('Amount is required'). */
  amount: number | null
  start_date: string
  end_date: string
  description: string
  auto_renew: boolean
}

/** What reaches `onSubmit`: the values once the schema has passed them, so amount is a number. */
export type SubscriptionFormSubmission = Omit<SubscriptionFormValues, 'amount'> & {
  amount: number
}

export interface SubscriptionFormProps extends Omit<
  FormViewProps<SubscriptionFormValues>,
  'onSubmit'
> {
  onSubmit: (values: SubscriptionFormSubmission) => void
  /** 'Add New Subscription', 'Edit Subscription', 'Renew Subscription', … */
  title: ReactNode
  /** 'Save', 'Save Changes' or 'Renew'. */
  submitLabel: string
  /** Create defaults, edit prefill or renewal prefill: the caller computes them (spec §5). */
  initialValues: SubscriptionFormValues
  /** The currency selector's options (GET /currencies). */
  currencies: readonly Currency[]
  /** Renewing a paid (Pay for Service) subscription: the title carries the spec's tooltip. */
  paidRenewal?: boolean
  /** Shown with a tick when `status` is 'success' (messages.subscriptionCreated / …Updated). */
  successMessage?: string
  /**
   * Renewing: the current period's end ('YYYY-MM-DD'). A chosen start on or before it shows the
   * overlap, with a one-press move to the day after.
   */
  currentEndDate?: string
  /** A paid renewal's result, under the success message: what was paid and the new period. */
  receipt?: PaidRenewalReceipt
  /**
   * Why the form cannot be sent now (e.g. the plan's renewal limit): said above the fields, and
   * the submit button is disabled, rather than refusing after the form is filled in.
   */
  unavailableReason?: string
  /** 'Add Another': the caller resets its mutation; the form comes back with `initialValues`. */
  onAddAnother: () => void
  /** 'View Subscriptions' goes here (spec §2: /all-subscriptions). */
  subscriptionsHref: string
}

/** What a paid renewal took from the wallet, and the period it bought ('YYYY-MM-DD'). */
export interface PaidRenewalReceipt {
  amount: number
  startDate: string
  endDate: string
}

/** '₦4,500.00 was paid from your wallet. New period: 25-Dec-2026 to 24-Jan-2027.' */
export function receiptText({ amount, startDate, endDate }: PaidRenewalReceipt): string {
  return `${formatNaira(amount)} was paid from your wallet. New period: ${formatDate(startDate)} to ${formatDate(endDate)}.`
}

/** Spec §2 Edit or renew: the tooltip on a paid renewal's title. */
export const PAID_RENEWAL_NOTE = 'Actual subscription details are determined upon renewal payment.'

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  width: 100%;
  max-width: ${size.readableMax};
`

/** The info button's box and icon while its tooltip's code is on its way: nothing moves. */
const PaidRenewalInfoPending = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${size.controlHeightSm};
  height: ${size.controlHeightSm};
  color: ${color.textMuted};
`

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`

const Pair = styled.div`
  display: grid;
  gap: ${space[5]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(${space[20]}, 1fr) 2fr;
  gap: ${space[3]};
  align-items: start;
`

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  padding: ${space[10]} ${space[6]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  text-align: center;

  & > svg {
    width: ${space[16]};
    height: ${space[16]};
    color: ${color.success};
  }
`

const SuccessText = styled.p`
  font-size: ${fontSize.lg};
  color: ${color.text};
`

const ReceiptText = styled.p`
  color: ${color.textMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`

/**
 * Add, edit or renew a subscription (spec §2, §5): name, amount with its currency, start and
 * end dates, an optional note, auto-renew; 'Processing' while pending, the server's message
 * under the form, and on success the tick with 'Add Another' and 'View Subscriptions'.
 */
export function SubscriptionForm({
  title,
  submitLabel,
  initialValues,
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
  currencies,
  paidRenewal = false,
  successMessage,
  receipt,
  currentEndDate,
  unavailableReason,
  onAddAnother,
  subscriptionsHref,
}: SubscriptionFormProps) {
  const titleId = useId()
  const currencyOptions = currencies.map((c) => ({
    id: c.code,
    label: c.sign ? `${c.sign} ${c.code}` : c.code,
  }))

  return (
    <Stack>
      <Title>
        <Heading level={1} size="lg" id={titleId}>
          {title}
        </Heading>
        {paidRenewal && (
          <Suspense
            fallback={
              <PaidRenewalInfoPending>
                <InfoIcon />
              </PaidRenewalInfoPending>
            }
          >
            <PaidRenewalInfo note={PAID_RENEWAL_NOTE} />
          </Suspense>
        )}
      </Title>

      {status === 'success' ? (
        <Panel aria-labelledby={titleId}>
          <CheckCircleIcon aria-hidden />
          <SuccessText role="status">{successMessage ?? message}</SuccessText>
          {receipt && <ReceiptText>{receiptText(receipt)}</ReceiptText>}
          <Actions>
            <Button onPress={onAddAnother}>
              <PlusIcon size="sm" />
              Add Another
            </Button>
            <ButtonLink variant="secondary" href={subscriptionsHref}>
              View Subscriptions
            </ButtonLink>
          </Actions>
        </Panel>
      ) : (
        <FormikForm
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={(values) => onSubmit(values as SubscriptionFormSubmission)}
          serverErrors={serverErrors}
          aria-labelledby={titleId}
        >
          {unavailableReason && (
            <Banner tone="warning" live="none">
              {unavailableReason}
            </Banner>
          )}
          <FormikTextField name="name" label="Subscription" autoComplete="off" />
          <AmountRow>
            <FormikNativeSelect name="currency" label="Currency" options={currencyOptions} />
            <FormikNumberField name="amount" label="Amount" minValue={0} />
          </AmountRow>
          <Pair>
            <FormikNativeDateField name="start_date" label="Start Date" />
            <FormikNativeDateField name="end_date" label="End Date" />
          </Pair>
          {currentEndDate && <OverlapNotice currentEndDate={currentEndDate} />}
          <FormikTextField
            name="description"
            label="Additional Note"
            description="Optional"
            autoComplete="off"
          />
          <FormikCheckbox name="auto_renew">Auto-Renew</FormikCheckbox>
          <Button
            type="submit"
            isPending={status === 'pending'}
            pendingLabel="Processing"
            isDisabled={unavailableReason !== undefined}
          >
            {submitLabel}
          </Button>
          <FormMessage status={status} message={message} />
        </FormikForm>
      )}
    </Stack>
  )
}
