import { CURRENCIES, messages, paths } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { requireAuth } from '../plugins/auth'
import type { RouteContext } from './context'

/** The lists the forms and filters pick from (spec §7 Lookups); signed-in only, like the rest. */
export function lookupRoutes(app: FastifyInstance, { services }: RouteContext) {
  const signedIn = { preHandler: requireAuth(services.sessions) }

  app.get(paths.categories, signedIn, async (_request, reply) => {
    return send(reply, 200, messages.ok, await services.categories.list())
  })

  app.get(paths.currencies, signedIn, async (_request, reply) => {
    return send(reply, 200, messages.ok, CURRENCIES)
  })
}
