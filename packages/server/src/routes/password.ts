import {
  changePasswordSchema,
  forgotPasswordSchema,
  messages,
  paths,
  resetPasswordSchema,
} from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { publicOrigin } from '../http/publicOrigin'
import { validateBody } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import { limits } from '../plugins/rate-limit'
import type { RouteContext } from './context'

export function passwordRoutes(app: FastifyInstance, { config, services }: RouteContext) {
  const limit = limits(config)

  // The same answer whether or not the account exists.
  app.post(paths.forgotPassword, { config: limit.password }, async (request, reply) => {
    const { email } = await validateBody(forgotPasswordSchema, request.body)
    await services.passwordReset.request(email, publicOrigin(config, request))
    return send(reply, 200, messages.resetLinkSent, null)
  })

  app.post(paths.resetPassword, { config: limit.password }, async (request, reply) => {
    const input = await validateBody(resetPasswordSchema, request.body)
    await services.passwordReset.reset(input)
    return send(reply, 200, messages.passwordReset, null)
  })

  app.post(
    paths.changePassword,
    // Per IP here; per account, wrong old passwords are counted by the users service.
    { config: limit.password, preHandler: requireAuth(services.sessions) },
    async (request, reply) => {
      const auth = authOf(request)
      const input = await validateBody(changePasswordSchema, request.body)
      await services.users.changePassword(auth, input)
      return send(reply, 200, messages.passwordChanged, null)
    },
  )
}
