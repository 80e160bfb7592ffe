import { messages, paths } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { authOf, requireAuth } from '../plugins/auth'
import type { RouteContext } from './context'

export function walletRoutes(app: FastifyInstance, { services }: RouteContext) {
  app.get(
    paths.walletBalance,
    { preHandler: requireAuth(services.sessions) },
    async (request, reply) => {
      const wallet = await services.wallet.balance(authOf(request).userId)
      return send(reply, 200, messages.ok, wallet)
    },
  )
}
