import { endpoints, messages } from '@recur/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { publicOrigin } from '../http/publicOrigin'
import { HttpError, statusOfPayment } from '../http/errors'
import { isStorableText } from '../http/validate'
import { paymentMessages } from '../services/payments/servicePayment'
import type { RouteContext } from './context'

/** The Idempotency-Key header: absent, or 1–200 visible ASCII characters. */
const idempotencyKeyOf = (request: FastifyRequest) => {
  const raw = request.headers['idempotency-key']
  if (raw === undefined) return undefined
  if (typeof raw !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(raw)) {
    throw new HttpError(422, paymentMessages.keyInvalid, {
      'Idempotency-Key': [paymentMessages.keyInvalid],
    })
  }
  return raw
}

export function servicePaymentRoutes(
  _app: FastifyInstance,
  { config, services, serve }: RouteContext,
) {
  const { catalogue } = services

  serve(endpoints.services, async ({ query }) => ({
    message: messages.ok,
    // Every service Recur lists can be paid for; `payment_supported=false` asks for none.
    data: query.payment_supported === 'false' ? [] : await catalogue.list(),
  }))

  serve(endpoints.serviceVariations, async ({ query }) => ({
    message: messages.ok,
    data: await catalogue.variations(query.service_name),
  }))

  serve(endpoints.serviceFields, async ({ query }) => ({
    message: messages.ok,
    data: await catalogue.fields(query.service_name),
  }))

  serve(endpoints.verifySmartcard, async ({ query }) => ({
    message: messages.ok,
    data: await catalogue.verifySmartcard(query.service_name, query.smartcard_number),
  }))

  // Back from a card payment's checkout: what became of it (the caller's own payments only).
  serve(endpoints.cardPayment, async ({ auth, id }) => {
    if (!isStorableText(id)) throw new HttpError(404, messages.notFound)
    return {
      message: messages.ok,
      data: await services.servicePayment.cardOutcome(auth.userId, id),
    }
  })

  serve(
    endpoints.pay,
    async ({ auth, idempotencyKey, body, request }) => {
      const answer = await services.servicePayment.pay(auth.userId, idempotencyKey, body, {
        origin: publicOrigin(config, request),
      })
      return { status: statusOfPayment[answer.outcome], message: answer.message, data: answer.data }
    },
    { idempotencyKey: idempotencyKeyOf },
  )
}
