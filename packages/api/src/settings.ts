/*
 * Beyond the spec (issue 16): the account's settings beyond its profile. The expiry reminders'
 * lead time, and the private calendar feed of its subscriptions' end and renewal dates.
 */

/** How many days before a subscription's end date its reminder e-mail goes out; 0: none. */
export const REMINDER_DAY_CHOICES = [0, 1, 3, 7] as const
export type ReminderDays = (typeof REMINDER_DAY_CHOICES)[number]

export const isReminderDays = (value: unknown): value is ReminderDays =>
  REMINDER_DAY_CHOICES.includes(value as ReminderDays)

export interface ReminderSettings {
  /** Days before an end date the reminder e-mail goes out; 0: no reminders. */
  days_before: ReminderDays
}

/**
 * The account's private calendar feed: whether one is on, and since when. Its address is shown
 * once, when it is made (`CalendarFeedCreated`), and never again: only its hash is stored.
 */
export interface CalendarFeed {
  active: boolean
  /** When the current address was made (ISO 8601 instant); null without a feed. */
  created_at: string | null
}

/** A feed address just made: the only answer that holds it. */
export interface CalendarFeedCreated {
  active: true
  created_at: string
  /** The feed over http(s), for calendars that ask for a URL. */
  url: string
  /** The same address as webcal://, which calendar apps open to subscribe. */
  webcal_url: string
}
