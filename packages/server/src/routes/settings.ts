import { endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { publicOrigin } from '../http/publicOrigin'
import type { RouteContext } from './context'

/** Settings beyond the profile (issue 16): the reminder lead time and the calendar feed. */
export function settingsRoutes(_app: FastifyInstance, { config, services, serve }: RouteContext) {
  serve(endpoints.reminderSettings, async ({ auth }) => ({
    message: messages.ok,
    data: await services.reminderSettings.get(auth.userId),
  }))

  serve(endpoints.updateReminderSettings, async ({ auth, body }) => ({
    message: messages.remindersSaved,
    data: await services.reminderSettings.set(auth.userId, body.days_before),
  }))

  serve(endpoints.calendarFeed, async ({ auth }) => ({
    message: messages.ok,
    data: await services.calendarFeed.status(auth.userId),
  }))

  serve(endpoints.createCalendarFeed, async ({ auth, request }) => ({
    message: messages.calendarFeedCreated,
    data: await services.calendarFeed.create(auth.userId, publicOrigin(config, request)),
  }))

  serve(endpoints.revokeCalendarFeed, async ({ auth }) => ({
    message: messages.calendarFeedRevoked,
    data: await services.calendarFeed.revoke(auth.userId),
  }))
}
