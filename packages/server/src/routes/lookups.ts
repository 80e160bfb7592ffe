import { CURRENCIES, endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './context'

/** The lists the forms and filters pick from (spec §7 Lookups); signed-in only, like the rest. */
export function lookupRoutes(_app: FastifyInstance, { services, serve }: RouteContext) {
  serve(endpoints.categories, async () => ({
    message: messages.ok,
    data: await services.categories.list(),
  }))

  serve(endpoints.currencies, async () => ({ message: messages.ok, data: CURRENCIES }))
}
