import { pages, SMARTCARD_CHECK_MIN_LENGTH } from '@recur/api'
import {
  CardPaymentOutcome,
  PageTitle,
  PaymentSuccessCard,
  payText,
  ServicePurchaseForm,
  Spinner,
} from '@recur/ui'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../api'
import { useIdlePreload } from '../deferred'
import { formSchema, formSchemas } from '../formSchemas'
import { useDeferredView } from '../deferredView'
import { viewStatus } from '../viewStatus'
import { usePayFlow } from './usePayFlow'

// The form's rules load after the page has painted (../formSchemas.ts).
const servicePurchaseSchema = formSchema('servicePurchaseSchema')

/**
 * Spec §2 Pay For Service: email (from the profile), phone, service, bouquet, the service's extra
 * fields, Validate, then Pay; the success card offers the list or another payment. Back from a
 * card payment's checkout (`/pay?reference=…`), the screen shows that payment's outcome instead.
 */
export function PayScreen() {
  const [params, setParams] = useSearchParams()
  const reference = params.get('reference')
  if (reference) {
    return (
      <CardPaymentResult
        reference={reference}
        onDone={() => setParams(new URLSearchParams(), { replace: true })}
      />
    )
  }
  return <PayForm />
}

/** A card payment's outcome, asked again every 2 s while it is pending. */
function CardPaymentResult({ reference, onDone }: { reference: string; onDone: () => void }) {
  const { queries } = useApi()
  const outcome = useQuery(queries.cardPayment(reference))
  const data = outcome.data
  return (
    <>
      <PageTitle>Pay For Service</PageTitle>
      {outcome.isPending ? (
        <Spinner label={payText.cardPending} />
      ) : (
        <CardPaymentOutcome
          status={outcome.isError ? 'error' : (data?.status ?? 'error')}
          reference={reference}
          description={data?.description}
          amount={data?.amount}
          result={data?.result}
          message={data?.message}
          refundedToWallet={data?.refunded_to_wallet}
          subscriptionsHref={pages.subscriptions}
          walletHref={pages.wallet}
          onReset={onDone}
        />
      )}
    </>
  )
}

function PayForm() {
  useIdlePreload(formSchemas)
  const { queries } = useApi()
  const profile = useQuery(queries.profile())
  const profileView = useDeferredView(viewStatus(profile), profile.data)
  const balance = useQuery(queries.walletBalance())
  // Asked now, not once the profile is in: the services load alongside it.
  useQuery(queries.services())
  return (
    <>
      <PageTitle>Pay For Service</PageTitle>
      {/* The e-mail is prefilled from the profile, so the form waits for it (or its failure). */}
      {profileView.status === 'loading' ? (
        <Spinner label="Loading" />
      ) : (
        <PayFlow email={profileView.data?.email ?? ''} walletBalance={balance.data} />
      )}
    </>
  )
}

/** The form, then the payment's result; 'Make another payment' starts a new form. */
function PayFlow({ email, walletBalance }: { email: string; walletBalance?: number | string }) {
  const flow = usePayFlow({ email })
  const { state } = flow

  if (state.phase === 'paid' && state.result) {
    return (
      <PaymentSuccessCard
        result={state.result}
        paidWith={payText.wallet}
        subscriptionsHref={pages.subscriptions}
        onReset={flow.reset}
      />
    )
  }

  return (
    <ServicePurchaseForm
      key={state.round}
      validationSchema={servicePurchaseSchema}
      values={state.values}
      phase={state.phase === 'paid' ? 'paying' : state.phase}
      services={flow.services.data ?? []}
      servicesStatus={viewStatus(flow.services)}
      onRetryServices={() => void flow.services.refetch()}
      bouquets={flow.bouquets.data ?? []}
      bouquetsStatus={flow.bouquetsStatus}
      onRetryBouquets={() => void flow.bouquets.refetch()}
      extraFields={flow.fields.data ?? []}
      smartcardStatus={flow.smartcardStatus}
      smartcard={flow.smartcard.data}
      payMessage={state.failure}
      walletBalance={walletBalance}
      fundWalletHref={pages.wallet}
      smartcardMinLength={SMARTCARD_CHECK_MIN_LENGTH}
      onChange={flow.edit}
      onServiceChange={flow.chooseService}
      onValidate={flow.validate}
      onPay={flow.pay}
    />
  )
}
