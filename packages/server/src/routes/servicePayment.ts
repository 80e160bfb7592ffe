import { messages, paths, paymentRequestSchema } from '@recur/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { send } from '../http/envelope'
import { publicOrigin } from '../http/publicOrigin'
import { HttpError, statusOfPayment } from '../http/errors'
import { isStorableText, validateBody } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import { paymentMessages } from '../services/payments/servicePayment'
import type { RouteContext } from './context'

const queryOf = (request: FastifyRequest) => {
  const query = (request.query ?? {}) as Record<string, unknown>
  const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined)
  return { serviceName: text('service_name'), smartcardNumber: text('smartcard_number') }
}

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

export function servicePaymentRoutes(app: FastifyInstance, { config, services }: RouteContext) {
  const signedIn = { preHandler: requireAuth(services.sessions) }
  const { catalogue } = services

  app.get(paths.services, signedIn, async (request, reply) => {
    const { payment_supported: supported } = (request.query ?? {}) as Record<string, unknown>
    // Every service Recur lists can be paid for; `payment_supported=false` asks for none.
    const list = supported === 'false' ? [] : await catalogue.list()
    return send(reply, 200, messages.ok, list)
  })

  app.get(paths.serviceVariations, signedIn, async (request, reply) => {
    const list = await catalogue.variations(queryOf(request).serviceName)
    return send(reply, 200, messages.ok, list)
  })

  app.get(paths.serviceFields, signedIn, async (request, reply) => {
    const list = await catalogue.fields(queryOf(request).serviceName)
    return send(reply, 200, messages.ok, list)
  })

  app.get(paths.verifySmartcard, signedIn, async (request, reply) => {
    const { serviceName, smartcardNumber } = queryOf(request)
    const check = await catalogue.verifySmartcard(serviceName, smartcardNumber)
    return send(reply, 200, messages.ok, check)
  })

  // Back from a card payment's checkout: what became of it (the caller's own payments only).
  app.get(paths.cardPayment(':id'), signedIn, async (request, reply) => {
    const { id } = request.params as { id: string }
    if (!isStorableText(id)) throw new HttpError(404, messages.notFound)
    const outcome = await services.servicePayment.cardOutcome(authOf(request).userId, id)
    return send(reply, 200, messages.ok, outcome)
  })

  app.post(paths.pay, signedIn, async (request, reply) => {
    const { userId } = authOf(request)
    const key = idempotencyKeyOf(request)
    const input = await validateBody(paymentRequestSchema, request.body)
    const answer = await services.servicePayment.pay(userId, key, input, {
      origin: publicOrigin(config, request),
    })
    return send(reply, statusOfPayment[answer.outcome], answer.message, answer.data)
  })
}
