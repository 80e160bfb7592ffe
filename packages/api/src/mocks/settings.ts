import { messages } from '../messages'
import {
  isReminderDays,
  type CalendarFeed,
  type CalendarFeedCreated,
  type ReminderSettings,
} from '../settings'
import { fail, ok } from './respond'
import { variants } from './variants'

/** Settings beyond the profile (issue 16): reminders and the calendar feed, as the API serves them. */

export const reminderSettings = (overrides: Partial<ReminderSettings> = {}): ReminderSettings => ({
  days_before: 3,
  ...overrides,
})

export const calendarFeedOff = (): CalendarFeed => ({ active: false, created_at: null })

export const calendarFeedOn = (overrides: Partial<CalendarFeed> = {}): CalendarFeed => ({
  active: true,
  created_at: '2026-11-12T08:15:00.000Z',
  ...overrides,
})

/** A fixture's feed token: 43 characters, the shape of a real one, never a real one. */
const FIXTURE_FEED_TOKEN = 'fixtureCalendarFeedToken0123456789abcdefghi'

export const calendarFeedCreated = (
  overrides: Partial<CalendarFeedCreated> = {},
): CalendarFeedCreated => ({
  active: true,
  created_at: '2026-11-15T10:00:00.000Z',
  url: `https://recur.example.com/api/calendar/${FIXTURE_FEED_TOKEN}.ics`,
  webcal_url: `webcal://recur.example.com/api/calendar/${FIXTURE_FEED_TOKEN}.ics`,
  ...overrides,
})

const invalidDays = () =>
  fail(422, messages.validationFailed, { days_before: [messages.reminderDaysInvalid] })

export const settingsHandlers = {
  reminderSettings: variants('reminderSettings', {
    populated: () => ok(reminderSettings()),
    none: () => ok(reminderSettings({ days_before: 0 })),
  }),
  updateReminderSettings: variants('updateReminderSettings', {
    /** Saves what was sent, as the server does (and refuses what is not a choice). */
    success: async ({ request }) => {
      const { days_before } = (await request.json()) as { days_before?: unknown }
      return isReminderDays(days_before)
        ? ok(reminderSettings({ days_before }), messages.remindersSaved)
        : invalidDays()
    },
    invalid: () => invalidDays(),
  }),
  calendarFeed: variants('calendarFeed', {
    off: () => ok(calendarFeedOff()),
    on: () => ok(calendarFeedOn()),
  }),
  createCalendarFeed: variants('createCalendarFeed', {
    success: () => ok(calendarFeedCreated(), messages.calendarFeedCreated),
  }),
  revokeCalendarFeed: variants('revokeCalendarFeed', {
    success: () => ok(calendarFeedOff(), messages.calendarFeedRevoked),
  }),
}

/** What a signed-in screen's settings answer in each named world (./scenarios.ts). */
export const settingsScenario = {
  populated: [
    settingsHandlers.reminderSettings.populated,
    settingsHandlers.updateReminderSettings.success,
    settingsHandlers.calendarFeed.off,
    settingsHandlers.createCalendarFeed.success,
    settingsHandlers.revokeCalendarFeed.success,
  ],
  loading: [settingsHandlers.reminderSettings.loading, settingsHandlers.calendarFeed.loading],
  error: [settingsHandlers.reminderSettings.error, settingsHandlers.calendarFeed.error],
}
