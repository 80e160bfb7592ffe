import { endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './context'

/** Settings beyond the profile (issue 16): the reminder lead time. */
export function settingsRoutes(_app: FastifyInstance, { services, serve }: RouteContext) {
  serve(endpoints.reminderSettings, async ({ auth }) => ({
    message: messages.ok,
    data: await services.reminderSettings.get(auth.userId),
  }))

  serve(endpoints.updateReminderSettings, async ({ auth, body }) => ({
    message: messages.remindersSaved,
    data: await services.reminderSettings.set(auth.userId, body.days_before),
  }))
}
