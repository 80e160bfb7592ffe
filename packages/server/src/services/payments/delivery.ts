import type { PaymentRequest } from '@recur/api'
import type {
  BillProvider,
  ProviderService,
  ProviderVariation,
  PurchaseAnswer,
} from '../../adapters/bills/provider'
import { isOwnProduct } from '../catalogue'
import { paymentMessages } from './messages'

const withTimeout = async <T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T | 'timeout'> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('provider timeout')), ms)
  try {
    return await run(controller.signal)
  } catch (error) {
    if (controller.signal.aborted) return 'timeout'
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Step 4 of a payment: the provider delivers, within `timeoutMs`; a timeout, an error or
 * "pending" is requeried once, and what is still unknown then counts as failed. Recur's own
 * product is delivered by Recur.
 */
export function createDelivery(deps: {
  provider: BillProvider
  timeoutMs: number
  logger: { error(obj: object, msg: string): void }
}) {
  const { provider } = deps
  return async function deliver(
    requestId: string,
    service: ProviderService,
    variation: ProviderVariation,
    request: PaymentRequest,
    renewal: boolean,
  ): Promise<PurchaseAnswer> {
    if (isOwnProduct(service)) return { status: 'delivered', providerReference: requestId }
    try {
      const answer = await withTimeout(
        (signal) =>
          provider.purchase(
            {
              requestId,
              subscriptionType: renewal ? 'renew' : 'change',
              service,
              variation,
              smartcardNumber: request.smartcard_number?.trim() || undefined,
              phoneNumber: request.phone_number,
              email: request.email,
            },
            signal,
          ),
        deps.timeoutMs,
      )
      if (answer !== 'timeout' && answer.status !== 'pending') return answer
    } catch (error) {
      deps.logger.error({ err: error, requestId }, 'provider purchase failed; requerying')
    }
    // A timeout, an error or "pending": ask once more what became of it.
    try {
      const again = await provider.requery(requestId)
      if (again.status !== 'pending') return again
    } catch (error) {
      deps.logger.error({ err: error, requestId }, 'provider requery failed')
    }
    return { status: 'failed', message: paymentMessages.timedOut }
  }
}
