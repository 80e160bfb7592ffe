import { messages, paths, profileSchema } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { validateBody } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import type { RouteContext } from './context'

export function userRoutes(app: FastifyInstance, { services, answers }: RouteContext) {
  const signedIn = { preHandler: requireAuth(services.sessions) }

  app.get(
    paths.profile,
    answers.options(signedIn),
    answers.route(async (request) => ({
      message: messages.ok,
      data: { user: await services.users.profile(authOf(request).userId) },
    })),
  )

  app.post(paths.profile, signedIn, async (request, reply) => {
    const { userId } = authOf(request)
    const input = await validateBody(profileSchema, request.body)
    const user = await services.users.updateProfile(userId, input)
    return send(reply, 200, messages.profileUpdated, { user })
  })
}
