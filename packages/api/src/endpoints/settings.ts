import { paths } from '../paths'
import type { CalendarFeed, CalendarFeedCreated, ReminderSettings } from '../settings'
import { answer, endpoint } from './define'

/**
 * Beyond the spec (issue 16): the account's reminder lead time and its private calendar feed.
 * The feed itself (`/api/calendar/<token>.ics`) is no row: it is served by the server alone,
 * to calendar apps that hold no session (packages/server/src/routes/calendarFeed.ts).
 */
export const settingsEndpoints = {
  reminderSettings: endpoint({
    method: 'GET',
    path: paths.reminderSettings,
    auth: true,
    cached: true,
    answer: answer<ReminderSettings>('reminderSettingsAnswer'),
  }),
  updateReminderSettings: endpoint({
    method: 'POST',
    path: paths.reminderSettings,
    auth: true,
    body: 'reminderSettingsSchema',
    answer: answer<ReminderSettings>('reminderSettingsAnswer'),
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: paths.calendarFeed,
    auth: true,
    cached: true,
    answer: answer<CalendarFeed>('calendarFeedAnswer'),
  }),
  /** Makes a new address, revoking the one before (if any); the answer is its only showing. */
  createCalendarFeed: endpoint({
    method: 'POST',
    path: paths.calendarFeed,
    auth: true,
    answer: answer<CalendarFeedCreated>('calendarFeedCreatedAnswer'),
  }),
  revokeCalendarFeed: endpoint({
    method: 'DELETE',
    path: paths.calendarFeed,
    auth: true,
    answer: answer<CalendarFeed>('calendarFeedAnswer'),
  }),
}
