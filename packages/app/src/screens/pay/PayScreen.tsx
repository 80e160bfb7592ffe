import {
  pages,
  SMARTCARD_CHECK_MIN_LENGTH,
  servicePurchaseSchema,
  type PaymentResult,
} from '@recur/api'
import {
  CardPaymentOutcome,
  PageTitle,
  PaymentSuccessCard,
  payText,
  ServicePurchaseForm,
  Spinner,
} from '@recur/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../api'
import { viewStatus } from '../viewStatus'
import { usePayFlow } from './usePayFlow'

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
  const { queries } = useApi()
  const profile = useQuery(queries.profile())
  const balance = useQuery(queries.walletBalance())
  const [paid, setPaid] = useState<PaymentResult | null>(null)
  // A new form (and a new payment) after 'Make another payment'.
  const [attempt, setAttempt] = useState(0)
  const flow = usePayFlow({ onPaid: setPaid })

  if (paid) {
    return (
      <>
        <PageTitle>Pay For Service</PageTitle>
        <PaymentSuccessCard
          result={paid}
          paidWith={payText.wallet}
          subscriptionsHref={pages.subscriptions}
          onReset={() => {
            flow.reset()
            setPaid(null)
            setAttempt((n) => n + 1)
          }}
        />
      </>
    )
  }

  return (
    <>
      <PageTitle>Pay For Service</PageTitle>
      {/* The e-mail is prefilled from the profile, so the form waits for it (or its failure). */}
      {profile.isPending ? (
        <Spinner label="Loading" />
      ) : (
        <ServicePurchaseForm
          key={attempt}
          validationSchema={servicePurchaseSchema}
          initialValues={{ email: profile.data?.email ?? '' }}
          services={flow.services.data ?? []}
          servicesStatus={viewStatus(flow.services)}
          onRetryServices={() => void flow.services.refetch()}
          bouquets={flow.bouquets.data ?? []}
          bouquetsStatus={flow.bouquetsStatus}
          onRetryBouquets={() => void flow.bouquets.refetch()}
          extraFields={flow.fields.data ?? []}
          smartcardStatus={flow.smartcardStatus}
          smartcard={flow.smartcard.data}
          validationStatus={flow.validationStatus}
          payStatus={flow.payment.status}
          payMessage={flow.payment.error?.message}
          walletBalance={balance.data}
          fundWalletHref={pages.wallet}
          smartcardMinLength={SMARTCARD_CHECK_MIN_LENGTH}
          onServiceChange={flow.chooseService}
          onSmartcardChange={flow.setSmartcardNumber}
          onValidate={flow.validate}
          onPay={flow.pay}
        />
      )}
    </>
  )
}
