import { createHmac, timingSafeEqual } from 'node:crypto'
import type { GatewayVerification, PaymentGateway } from './gateway'

export const DEFAULT_PAYSTACK_BASE_URL = 'https://api.paystack.co'

/** How long one call to Paystack may take. */
const PAYSTACK_TIMEOUT_MS = 15_000

interface PaystackEnvelope<T> {
  status: boolean
  message: string
  data?: T
}

/**
 * Paystack (https://paystack.com/docs/api/transaction/): initialize with the amount in kobo, our
 * reference and a callback_url; verify by reference. Webhooks are signed with HMAC-SHA512 of
 * the raw body under the secret key (`x-paystack-signature`).
 */
export function createPaystackGateway(options: { secretKey: string; baseUrl: string }) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(PAYSTACK_TIMEOUT_MS),
    })
    const body = (await response.json().catch(() => undefined)) as PaystackEnvelope<T> | undefined
    return { httpStatus: response.status, body }
  }

  return {
    name: 'paystack',

    async initialize({ reference, amountKobo, email, callbackUrl, purchase }) {
      const { httpStatus, body } = await call<{ authorization_url?: unknown }>(
        '/transaction/initialize',
        {
          method: 'POST',
          body: JSON.stringify({
            email,
            amount: amountKobo.toString(),
            currency: 'NGN',
            reference,
            callback_url: callbackUrl,
            // Shown on Paystack's checkout and receipt: what the customer is paying for.
            metadata: {
              custom_fields: [{ label: 'Purchase', value: purchase.title }, ...purchase.lines].map(
                ({ label, value }) => ({
                  display_name: label,
                  variable_name: label.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
                  value,
                }),
              ),
            },
          }),
        },
      )
      const url = body?.data?.authorization_url
      if (httpStatus !== 200 || !body?.status || typeof url !== 'string') {
        throw new Error(`paystack initialize failed (${httpStatus}): ${body?.message ?? ''}`)
      }
      return { paymentUrl: url }
    },

    async verify(reference): Promise<GatewayVerification> {
      let answer
      try {
        answer = await call<{
          status?: unknown
          amount?: unknown
          currency?: unknown
          reference?: unknown
          gateway_response?: unknown
        }>(`/transaction/verify/${encodeURIComponent(reference)}`)
      } catch {
        return { status: 'pending' } // unreachable: ask again later
      }
      const { httpStatus, body } = answer
      if (httpStatus === 404 || (httpStatus === 400 && body?.status === false)) {
        return { status: 'not_found' }
      }
      const data = body?.data
      if (httpStatus !== 200 || !body?.status || !data || data.reference !== reference) {
        return { status: 'pending' }
      }
      if (data.status === 'success') {
        const amount = data.amount
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
          return { status: 'pending' }
        return {
          status: 'success',
          amountKobo: BigInt(amount),
          currency: typeof data.currency === 'string' ? data.currency : '',
        }
      }
      if (data.status === 'failed' || data.status === 'reversed') {
        const why = typeof data.gateway_response === 'string' ? data.gateway_response : ''
        return { status: 'failed', reason: why || 'The payment failed at Paystack.' }
      }
      // abandoned, ongoing, pending, processing, queued: the customer may still pay.
      return { status: 'pending' }
    },

    /** Whether `signature` is Paystack's HMAC-SHA512 of exactly these bytes. */
    verifySignature(rawBody: string, signature: string | undefined): boolean {
      if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
      const expected = createHmac('sha512', options.secretKey).update(rawBody, 'utf8').digest()
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
    },
  } satisfies PaymentGateway & Record<string, unknown>
}

export type PaystackGateway = ReturnType<typeof createPaystackGateway>
