import { SMARTCARD_CHECK_MIN_LENGTH, SMARTCARD_FIELD, type PaymentRequest } from '@recur/api'
import type { ServicePurchaseEdit, SmartcardCheckStatus } from '@recur/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { useApi } from '../../api'
import { payFlowReducer, startPayFlow } from './payFlow'

/**
 * Spec §4 Pay flow, run against the API: the state is {@link payFlowReducer}'s; this hook fetches
 * what the chosen service needs (its bouquets, its extra fields, the smartcard's live check),
 * asks the smartcard again on Validate, and sends the payment each time the reducer enters
 * paying, telling every answer back to the reducer.
 */
export function usePayFlow({ email }: { email: string }) {
  const { queries, mutations } = useApi()
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(payFlowReducer, email, (prefill) =>
    startPayFlow(prefill, crypto.randomUUID()),
  )
  const { values } = state

  // Spec §3: the payment request names the service in lower case.
  const serviceName = values.service.toLowerCase()
  const smartcardNumber = values.fields[SMARTCARD_FIELD]?.trim() ?? ''
  const services = useQuery(queries.services())
  const bouquets = useQuery({ ...queries.serviceVariations(serviceName), enabled: !!serviceName })
  const fields = useQuery({ ...queries.serviceFields(serviceName), enabled: !!serviceName })
  const needsSmartcard = fields.data?.some((field) => field.name === SMARTCARD_FIELD) ?? false
  // Spec §4: the check runs only past 9 characters.
  const checkable = needsSmartcard && smartcardNumber.length >= SMARTCARD_CHECK_MIN_LENGTH
  const smartcard = useQuery({
    ...queries.smartcard(serviceName, smartcardNumber),
    enabled: checkable,
  })
  const payment = useMutation(mutations.pay())

  // Spec §4: a check succeeds only with a customer_name.
  const smartcardStatus: SmartcardCheckStatus = !checkable
    ? 'idle'
    : smartcard.isFetching
      ? 'pending'
      : smartcard.data?.customer_name
        ? 'verified'
        : smartcard.isPending
          ? 'pending'
          : 'failed'

  // One payment request per entry into paying: the reducer refuses a second entry.
  const { payments } = state
  useEffect(() => {
    if (state.phase !== 'paying') return
    const payload: PaymentRequest = {
      service_name: serviceName,
      variation_code: values.bouquet,
      email: values.email.trim(),
      phone_number: values.phone.trim(),
      ...(needsSmartcard && { smartcard_number: smartcardNumber }),
      auto_renew: values.auto_renew,
      is_tracking_disabled: false,
      subscription_type: 'new',
      payment_method: values.payment_method,
    }
    payment.mutate(
      { payload, idempotencyKey: state.idempotencyKey },
      {
        onSuccess: ({ data }) => {
          // Paid by card: the checkout takes over, and fulfils the payment on its return.
          if ('payment_url' in data) window.location.assign(data.payment_url)
          else dispatch({ type: 'paid', result: data })
        },
        onError: (error) =>
          dispatch({
            type: 'payFailed',
            message: error.message,
            answered: error.status !== 0,
            nextKey: crypto.randomUUID(),
          }),
      },
    )
    // Only a new entry into paying sends; the values cannot change while paying.
  }, [payments])

  return {
    state,
    services,
    bouquets,
    fields,
    smartcard,
    smartcardStatus,
    bouquetsStatus: !serviceName
      ? ('idle' as const)
      : bouquets.isPending
        ? ('loading' as const)
        : bouquets.isError
          ? ('error' as const)
          : ('ready' as const),

    edit: (edit: ServicePurchaseEdit) => dispatch({ type: 'edit', values: edit }),
    chooseService: (service: string) => dispatch({ type: 'chooseService', service }),

    validate() {
      if (state.phase !== 'editing') return
      dispatch({ type: 'validate', needsCheck: needsSmartcard })
      if (!needsSmartcard) return
      // The answer counts for this Validate only: the reducer numbers them from 1.
      const check = state.check + 1
      queryClient.fetchQuery(queries.smartcard(serviceName, smartcardNumber)).then(
        (answer) => dispatch({ type: 'checked', check, passed: Boolean(answer.customer_name) }),
        () => dispatch({ type: 'checked', check, passed: false }),
      )
    },

    pay: () => dispatch({ type: 'pay' }),

    reset() {
      payment.reset()
      dispatch({ type: 'reset', email, idempotencyKey: crypto.randomUUID() })
    },
  }
}
