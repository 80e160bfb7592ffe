import {
  messages,
  paths,
  renewSubscriptionSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '@recur/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { send } from '../http/envelope'
import { validateBody, validateQuery } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import type { RouteContext } from './context'

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id

export function subscriptionRoutes(app: FastifyInstance, { services, answers }: RouteContext) {
  const signedIn = { preHandler: requireAuth(services.sessions) }
  const { subscriptions, clock } = services
  // The form's "not before today" rule is checked against Lagos's today, from the one clock.
  const today = () => ({ today: clock.today() })

  app.get(
    paths.subscriptions,
    answers.options(signedIn),
    answers.route(async (request) => {
      const query = await validateQuery(subscriptionListQuerySchema, request.query)
      return { message: messages.ok, data: await subscriptions.list(authOf(request).userId, query) }
    }),
  )

  app.get(
    paths.subscription(':id'),
    answers.options(signedIn),
    answers.route(async (request) => ({
      message: messages.ok,
      data: await subscriptions.get(authOf(request).userId, idOf(request)),
    })),
  )

  app.post(paths.subscriptions, signedIn, async (request, reply) => {
    const { userId } = authOf(request)
    const input = await validateBody(subscriptionSchema, request.body, today())
    const subscription = await subscriptions.create(userId, input)
    return send(reply, 200, messages.subscriptionCreated, subscription)
  })

  app.patch(paths.editSubscription(':id'), signedIn, async (request, reply) => {
    const { userId } = authOf(request)
    const input = await validateBody(subscriptionSchema, request.body, today())
    const subscription = await subscriptions.update(userId, idOf(request), input)
    return send(reply, 200, messages.subscriptionUpdated, subscription)
  })

  app.post(paths.renewSubscription(':id'), signedIn, async (request, reply) => {
    const { userId } = authOf(request)
    const input = await validateBody(renewSubscriptionSchema, request.body)
    const old = await subscriptions.get(userId, idOf(request))
    // A paid row is paid for again (wallet, provider, the catalogue's price and the bouquet's
    // dates); a tracked row rolls forward with the body's dates and amount.
    const subscription = old.is_paid
      ? await subscriptions.get(
          userId,
          await services.servicePayment.renewPaid(userId, old.id, { autoRenew: input.auto_renew }),
        )
      : await subscriptions.renew(userId, old.id, input)
    return send(reply, 200, messages.subscriptionUpdated, subscription)
  })

  app.delete(paths.removeSubscription(':id'), signedIn, async (request, reply) => {
    await subscriptions.remove(authOf(request).userId, idOf(request))
    return send(reply, 200, messages.ok, null)
  })
}
