import {
  editPrefill,
  isOwnProductSubscription,
  messages,
  pages,
  renewalPrefill,
  type Subscription,
} from '@recur/api'
import { SubscriptionForm, type SubscriptionFormSubmission } from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { useApi } from '../../api'
import { subscriptionQuery } from '../../routing/routeQueries'
import { clearToken } from '../../session/session'
import { deferred, DialogPending, useIdlePreload } from '../deferred'
import { fieldErrorsOf } from '../fieldErrors'
import { formSchema, formSchemas } from '../formSchemas'

// What the form's first paint does not need (../deferred.tsx, ../formSchemas.ts): its rules, and
// the dialog that confirms a paid renewal's payment.
const subscriptionSchema = formSchema('subscriptionSchema')
const confirmPart = deferred(() =>
  import('./ConfirmRenewalDialog').then((m) => m.ConfirmRenewalPaymentDialog),
)

/**
 * Spec §2 Edit or renew (/:modify/:id): the first path segment decides the mode. Each mode is its
 * own route (pages.renewSubscription, pages.editSubscription) with its own screen below.
 */
const MODES = {
  renew: { title: 'Renew Subscription', submitLabel: 'Renew' },
  edit: { title: 'Edit Subscription', submitLabel: 'Save Changes' },
} as const
type Mode = keyof typeof MODES

function ModifySubscriptionScreen({ mode }: { mode: Mode }) {
  const { id = '' } = useParams<'id'>()
  return <ModifySubscription key={`${mode}/${id}`} mode={mode} id={id} />
}

/** Spec §2 /renew-subscription/:id. */
export function RenewSubscriptionScreen() {
  return <ModifySubscriptionScreen mode="renew" />
}

/** Spec §2 /edit-subscription/:id. */
export function EditSubscriptionScreen() {
  return <ModifySubscriptionScreen mode="edit" />
}

function ModifySubscription({ mode, id }: { mode: Mode; id: string }) {
  const { queries } = useApi()
  const subscription = useQuery(subscriptionQuery(queries, id))

  // Spec §2 and §8: if the load fails the stored session token is removed and nothing renders.
  useEffect(() => {
    if (subscription.isError) clearToken()
  }, [subscription.isError])

  if (!subscription.data) return null
  return <ModifyForm mode={mode} subscription={subscription.data} />
}

function ModifyForm({ mode, subscription }: { mode: Mode; subscription: Subscription }) {
  const { queries, mutations } = useApi()
  const currencies = useQuery(queries.currencies())
  const update = useMutation(mutations.updateSubscription())
  const renew = useMutation(mutations.renewSubscription())
  const mutation = mode === 'renew' ? renew : update
  const paidRenewal = mode === 'renew' && subscription.is_paid
  const { title, submitLabel } = MODES[mode]
  // A paid renewal moves money: the form's values wait here until the payment is confirmed.
  const [confirming, setConfirming] = useState<SubscriptionFormSubmission | null>(null)
  const balance = useQuery({ ...queries.walletBalance(), enabled: paidRenewal })
  const profile = useQuery(queries.profile())
  // The free plan's limit refuses a tracked renewal (a 403): say so before the form is filled.
  const limitReached =
    mode === 'renew' &&
    !subscription.is_paid &&
    !isOwnProductSubscription(subscription) &&
    profile.data?.is_renewal_limit_reached === true

  useIdlePreload(formSchemas)
  useIdlePreload(confirmPart)

  const send = async (submitted: SubscriptionFormSubmission) => {
    // formik hands over the raw values; the schema's cast trims them and types them (the
    // schemas are in: the values have passed the schema).
    const schemas = await formSchemas.preload()
    const { id: _id, ...values } = schemas.subscriptionSchema.cast(submitted)
    return mode === 'renew'
      ? renew.mutate(
          {
            id: subscription.uid,
            payload: {
              amount: values.amount,
              start_date: values.start_date,
              end_date: values.end_date,
              auto_renew: values.auto_renew,
            },
          },
          { onSettled: () => setConfirming(null) },
        )
      : update.mutate({ id: subscription.uid, payload: values })
  }
  const renewed = paidRenewal ? renew.data?.data : undefined

  return (
    <>
      <SubscriptionForm
        key={mutation.submittedAt}
        title={paidRenewal ? `${title} (Pay for Service)` : title}
        paidRenewal={paidRenewal}
        submitLabel={submitLabel}
        initialValues={mode === 'renew' ? renewalPrefill(subscription) : editPrefill(subscription)}
        validationSchema={subscriptionSchema}
        currencies={currencies.data ?? []}
        status={mutation.status}
        message={mutation.error?.message}
        serverErrors={fieldErrorsOf(mutation.error)}
        successMessage={messages.subscriptionUpdated}
        // Spec §2's prefill starts today, inside an active period: the form says so.
        currentEndDate={mode === 'renew' && !paidRenewal ? subscription.end_date : undefined}
        receipt={
          renewed && {
            amount: renewed.amount,
            startDate: renewed.start_date,
            endDate: renewed.end_date,
          }
        }
        unavailableReason={limitReached ? messages.renewalLimitReached : undefined}
        onSubmit={(submitted) => (paidRenewal ? setConfirming(submitted) : void send(submitted))}
        onAddAnother={() => mutation.reset()}
        subscriptionsHref={pages.subscriptions}
      />
      {/* Closed until the form is sent: its chunk comes after the form has painted. */}
      {paidRenewal && (
        <Suspense fallback={confirming !== null && <DialogPending />}>
          <confirmPart.Component
            isOpen={confirming !== null}
            name={subscription.name}
            amount={subscription.amount}
            balance={balance.data}
            isPending={renew.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => confirming && void send(confirming)}
          />
        </Suspense>
      )}
    </>
  )
}
