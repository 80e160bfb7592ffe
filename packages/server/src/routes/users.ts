import { messages, paths } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { authOf, requireAuth } from '../plugins/auth'
import type { RouteContext } from './context'

export function userRoutes(app: FastifyInstance, { services }: RouteContext) {
  app.get(paths.profile, { preHandler: requireAuth(services.sessions) }, async (request, reply) => {
    const user = await services.users.profile(authOf(request).userId)
    return send(reply, 200, messages.ok, { user })
  })
}
