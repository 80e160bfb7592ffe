import {
  SMARTCARD_CHECK_MIN_LENGTH,
  SMARTCARD_FIELD,
  type PaymentRequest,
  type PaymentResult,
} from '@recur/api'
import type { ServicePurchaseValues } from '@recur/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useApi } from '../../api'

type ValidationStatus = 'idle' | 'pending' | 'passed'
type SmartcardStatus = 'idle' | 'pending' | 'verified' | 'failed'

/**
 * Spec §4 Pay flow: no service → service chosen (its bouquets and extra fields fetched) →
 * validated (the smartcard checked, when the service has one) → paid.
 *
 * Each payment carries an Idempotency-Key. A retry after a failure with no answer (the network)
 * keeps the key, so the server answers the first attempt instead of charging twice; an answered
 * failure (e.g. not enough money) takes a new key, so the next try is a new payment.
 */
export function usePayFlow({ onPaid }: { onPaid: (result: PaymentResult) => void }) {
  const { queries, mutations } = useApi()
  const queryClient = useQueryClient()
  const [service, setService] = useState('')
  const [smartcardNumber, setSmartcardNumber] = useState('')
  const [validationStatus, setValidationStatus] = useState<ValidationStatus>('idle')
  const idempotencyKey = useRef(crypto.randomUUID())

  // Spec §3: the payment request names the service in lower case.
  const serviceName = service.toLowerCase()
  const services = useQuery(queries.services())
  const bouquets = useQuery({ ...queries.serviceVariations(serviceName), enabled: !!service })
  const fields = useQuery({ ...queries.serviceFields(serviceName), enabled: !!service })
  const needsSmartcard = fields.data?.some((field) => field.name === SMARTCARD_FIELD) ?? false
  // Spec §4: the check runs only past 9 characters.
  const checkable = needsSmartcard && smartcardNumber.length >= SMARTCARD_CHECK_MIN_LENGTH
  const smartcard = useQuery({
    ...queries.smartcard(serviceName, smartcardNumber),
    enabled: checkable,
  })
  const payment = useMutation(mutations.pay())

  // Spec §4: a check succeeds only with a customer_name.
  const smartcardStatus: SmartcardStatus = !checkable
    ? 'idle'
    : smartcard.isFetching
      ? 'pending'
      : smartcard.data?.customer_name
        ? 'verified'
        : smartcard.isPending
          ? 'pending'
          : 'failed'

  return {
    services,
    bouquets,
    fields,
    smartcard,
    smartcardStatus,
    validationStatus,
    payment,
    bouquetsStatus: !service
      ? ('idle' as const)
      : bouquets.isPending
        ? ('loading' as const)
        : bouquets.isError
          ? ('error' as const)
          : ('ready' as const),

    chooseService(name: string) {
      setService(name)
      setValidationStatus('idle')
    },

    setSmartcardNumber(value: string) {
      setSmartcardNumber(value)
      setValidationStatus('idle')
    },

    validate(values: ServicePurchaseValues) {
      if (!needsSmartcard) {
        setValidationStatus('passed')
        return
      }
      const number = values.fields[SMARTCARD_FIELD]?.trim() ?? ''
      if (number.length < SMARTCARD_CHECK_MIN_LENGTH) return
      setValidationStatus('pending')
      queryClient.fetchQuery(queries.smartcard(serviceName, number)).then(
        (check) => setValidationStatus(check.customer_name ? 'passed' : 'idle'),
        () => setValidationStatus('idle'),
      )
    },

    pay(values: ServicePurchaseValues) {
      const payload: PaymentRequest = {
        service_name: serviceName,
        variation_code: values.bouquet,
        email: values.email.trim(),
        phone_number: values.phone.trim(),
        ...(needsSmartcard && { smartcard_number: values.fields[SMARTCARD_FIELD]?.trim() }),
        auto_renew: values.auto_renew,
        is_tracking_disabled: false,
        subscription_type: 'new',
        payment_method: values.payment_method,
      }
      payment.mutate(
        { payload, idempotencyKey: idempotencyKey.current },
        {
          onSuccess: ({ data }) => {
            idempotencyKey.current = crypto.randomUUID()
            // Paid by card: the checkout takes over, and fulfils the payment on its return.
            if ('payment_url' in data) window.location.assign(data.payment_url)
            else onPaid(data)
          },
          onError: (error) => {
            if (error.status !== 0) idempotencyKey.current = crypto.randomUUID()
          },
        },
      )
    },

    reset() {
      setService('')
      setSmartcardNumber('')
      setValidationStatus('idle')
      payment.reset()
      idempotencyKey.current = crypto.randomUUID()
    },
  }
}
