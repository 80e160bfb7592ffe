import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send, sendError } from '../http/envelope'
import { isStorableText } from '../http/validate'
import type { FundingService } from '../services/funding'
import type { PaystackGateway } from '../adapters/gateway/paystack'

/** Where Paystack posts its events (set it as the webhook URL on Paystack's dashboard). */
export const PAYSTACK_WEBHOOK_PATH = '/wallet/paystack/webhook'

export const webhookMessages = { forged: 'The webhook signature is not valid.' }

/**
 * Paystack's webhook. The signature (HMAC-SHA512 of the raw body) must match, else 401 and
 * nothing happens. The event itself is only a hint: `charge.success` makes Recur ask Paystack's
 * verify endpoint about the reference, and the credit is settled from that answer, once.
 */
export function paystackWebhookRoute(
  app: FastifyInstance,
  paystack: PaystackGateway,
  funding: FundingService,
) {
  // The signature is over the exact bytes: keep the body as text here.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  )

  app.post(PAYSTACK_WEBHOOK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : ''
    const signature = request.headers['x-paystack-signature']
    if (!paystack.verifySignature(raw, typeof signature === 'string' ? signature : undefined)) {
      return sendError(reply, 401, webhookMessages.forged)
    }
    let event: { event?: unknown; data?: { reference?: unknown } } | undefined
    try {
      event = JSON.parse(raw) as typeof event
    } catch {
      return sendError(reply, 400, messages.malformedBody)
    }
    const reference = event?.data?.reference
    if (
      event?.event === 'charge.success' &&
      typeof reference === 'string' &&
      isStorableText(reference)
    ) {
      await funding.confirmCredit(reference)
    }
    return send(reply, 200, messages.ok, null)
  })
}
