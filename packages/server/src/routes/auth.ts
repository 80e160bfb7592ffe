import { loginSchema, messages, paths, registerSchema, type User } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { validateBody } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import { limits } from '../plugins/rate-limit'
import type { SignedIn } from '../services/users'
import type { RouteContext } from './context'

const userPayload = ({ user, session }: SignedIn): { user: User } => ({
  user: {
    id: user.id,
    email: user.email,
    username: user.username,
    token: session.token,
    token_expiry: session.expiresAt.toISOString(),
  },
})

export function authRoutes(app: FastifyInstance, { config, services }: RouteContext) {
  const limit = limits(config)

  app.post(paths.register, { config: limit.auth }, async (request, reply) => {
    const input = await validateBody(registerSchema, request.body)
    const signedIn = await services.users.register(input)
    return send(reply, 200, messages.registered, userPayload(signedIn))
  })

  app.post(paths.login, { config: limit.auth }, async (request, reply) => {
    const input = await validateBody(loginSchema, request.body)
    const signedIn = await services.users.login(input)
    return send(reply, 200, messages.loggedIn, userPayload(signedIn))
  })

  app.post(paths.logout, { preHandler: requireAuth(services.sessions) }, async (request, reply) => {
    await services.sessions.revoke(authOf(request))
    return send(reply, 200, messages.loggedOut, null)
  })
}
