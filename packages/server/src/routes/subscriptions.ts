import { endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './context'

export function subscriptionRoutes(_app: FastifyInstance, { services, serve }: RouteContext) {
  const { subscriptions, clock } = services
  // The form's "not before today" rule is checked against Lagos's today, from the one clock.
  const today = { bodyContext: () => ({ today: clock.today() }) }

  serve(endpoints.listSubscriptions, async ({ auth, query }) => ({
    message: messages.ok,
    data: await subscriptions.list(auth.userId, query),
  }))

  serve(endpoints.getSubscription, async ({ auth, id }) => ({
    message: messages.ok,
    data: await subscriptions.get(auth.userId, id),
  }))

  serve(
    endpoints.createSubscription,
    async ({ auth, body }) => ({
      message: messages.subscriptionCreated,
      data: await subscriptions.create(auth.userId, body),
    }),
    today,
  )

  serve(
    endpoints.updateSubscription,
    async ({ auth, id, body }) => ({
      message: messages.subscriptionUpdated,
      data: await subscriptions.update(auth.userId, id, body),
    }),
    today,
  )

  serve(endpoints.renewSubscription, async ({ auth: { userId }, id, body }) => {
    const old = await subscriptions.get(userId, id)
    // A paid row is paid for again (wallet, provider, the catalogue's price and the bouquet's
    // dates); a tracked row rolls forward with the body's dates and amount.
    const subscription = old.is_paid
      ? await subscriptions.get(
          userId,
          await services.servicePayment.renewPaid(userId, old.id, { autoRenew: body.auto_renew }),
        )
      : await subscriptions.renew(userId, old.id, body)
    return { message: messages.subscriptionUpdated, data: subscription }
  })

  serve(endpoints.deleteSubscription, async ({ auth, id }) => {
    await subscriptions.remove(auth.userId, id)
    return { message: messages.ok, data: null }
  })
}
