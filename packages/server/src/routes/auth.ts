import { endpoints, messages, type User } from '@recur/api'
import type { FastifyInstance } from 'fastify'
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

export function authRoutes(_app: FastifyInstance, { config, services, serve }: RouteContext) {
  const limit = limits(config)

  serve(
    endpoints.register,
    async ({ body }) => ({
      message: messages.registered,
      data: userPayload(await services.users.register(body)),
    }),
    { config: limit.auth },
  )

  serve(
    endpoints.login,
    async ({ body }) => ({
      message: messages.loggedIn,
      data: userPayload(await services.users.login(body)),
    }),
    { config: limit.auth },
  )

  serve(endpoints.logout, async ({ auth }) => {
    await services.sessions.revoke(auth)
    return { message: messages.loggedOut, data: null }
  })
}
