import { endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './context'

export function userRoutes(_app: FastifyInstance, { services, serve }: RouteContext) {
  serve(endpoints.profile, async ({ auth }) => ({
    message: messages.ok,
    data: { user: await services.users.profile(auth.userId) },
  }))

  serve(endpoints.updateProfile, async ({ auth, body }) => ({
    message: messages.profileUpdated,
    data: { user: await services.users.updateProfile(auth.userId, body) },
  }))
}
