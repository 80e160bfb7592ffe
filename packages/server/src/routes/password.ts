import { endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { publicOrigin } from '../http/publicOrigin'
import { limits } from '../plugins/rate-limit'
import type { RouteContext } from './context'

export function passwordRoutes(_app: FastifyInstance, { config, services, serve }: RouteContext) {
  const limit = limits(config)

  // The same answer whether or not the account exists.
  serve(
    endpoints.forgotPassword,
    async ({ body, request }) => {
      await services.passwordReset.request(body.email, publicOrigin(config, request))
      return { message: messages.resetLinkSent, data: null }
    },
    { config: limit.password },
  )

  serve(
    endpoints.resetPassword,
    async ({ body }) => {
      await services.passwordReset.reset(body)
      return { message: messages.passwordReset, data: null }
    },
    { config: limit.password },
  )

  serve(
    endpoints.changePassword,
    async ({ auth, body }) => {
      await services.users.changePassword(auth, body)
      return { message: messages.passwordChanged, data: null }
    },
    // Per IP here; per account, wrong old passwords are counted by the users service.
    { config: limit.password },
  )
}
