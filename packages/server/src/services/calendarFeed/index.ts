import { setImmediate as turn } from 'node:timers/promises'
import type { CalendarFeed, CalendarFeedCreated } from '@recur/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { queryRows } from '../../db/raw'
import { calendarFeeds } from '../../db/schema'
import type { Clock } from '../../domain/clock'
import { hashToken, isWellFormedToken, newToken } from '../../domain/tokens'
import { calendarFeedPieces, FEED_FORMAT_VERSION, type FeedPeriod } from './ics'

export { calendarFeedText, FEED_FORMAT_VERSION } from './ics'

/**
 * The feed's path under /api, outside the signed-in routes: a calendar app holds no session, the
 * secret token in the address is its only credential (`/api/calendar/<token>.ics`).
 */
export const CALENDAR_FEED_PATH = '/calendar'

/** The feed's address on `origin` (APP_URL, or the origin the request came to). */
export const calendarFeedUrl = (origin: string, token: string) =>
  `${origin}/api${CALENDAR_FEED_PATH}/${token}.ics`

/** The same address for calendar apps: webcal:// stands for http(s):// (Apple, Outlook, …). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://')

/** A built feed: its text and the validator of the version of the data it was built from. */
export interface BuiltFeed {
  etag: string
  text: string
}

/**
 * Whose feed a token opens: the owner and the ETag of their data as it is now. One indexed
 * lookup by the token's SHA-256 (never by the token): what a lookup's timing could tell is about
 * a hash, not about any part of a real token.
 */
const FIND_SQL = `select f.user_id, u.data_version
from calendar_feeds f join users u on u.id = f.user_id
where f.token_hash = $1`

/**
 * Every period of a user with the version they are of, in one statement (one snapshot): the
 * feed built from them is exactly that version, whatever commits meanwhile. The left join
 * keeps the user's row when they have no subscriptions.
 */
const PERIODS_SQL = `select u.data_version, u.reminder_days,
  s.id, s.name, s.amount_minor, s.currency_code, s.end_date::text, s.auto_renew, s.description,
  s.updated_at
from users u left join subscriptions s on s.user_id = u.id
where u.id = $1
order by s.end_date, s.id`

/**
 * The private calendar feed (issue 16): one address per user, a secret token of 32 random bytes
 * of which only the SHA-256 is stored, shown once when made. Making a new one replaces the old
 * (which stops working at once); turning the feed off deletes it. An unknown token and a revoked
 * one are the same thing: no row.
 */
export function createCalendarFeedService(deps: {
  db: Database
  clock: Clock
  /** REMINDER_DAYS_AHEAD: the alarms of an account that has not chosen. */
  defaultReminderDays: number
}) {
  const { db } = deps
  /** The version of the data, the server's default reminder and the output's format. */
  const etagOf = (dataVersion: number) =>
    `"${dataVersion}.${deps.defaultReminderDays}.${FEED_FORMAT_VERSION}"`

  const off: CalendarFeed = { active: false, created_at: null }

  return {
    etagOf,

    async status(userId: string): Promise<CalendarFeed> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
      return row ? { active: true, created_at: row.createdAt.toISOString() } : off
    },

    /** A new address for the user's feed; the one before (if any) stops working. */
    async create(userId: string, origin: string): Promise<CalendarFeedCreated> {
      const token = newToken()
      const createdAt = deps.clock.now()
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash: hashToken(token), createdAt })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash: hashToken(token), createdAt },
        })
      const url = calendarFeedUrl(origin, token)
      return { active: true, created_at: createdAt.toISOString(), url, webcal_url: webcalUrl(url) }
    },

    async revoke(userId: string): Promise<CalendarFeed> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
      return off
    },

    /** The owner of a live feed token and the ETag of their data now; undefined otherwise. */
    async find(token: string): Promise<{ userId: string; etag: string } | undefined> {
      if (!isWellFormedToken(token)) return undefined
      const [row] = await queryRows(db, 'recur_calendar_feed_find', FIND_SQL, [hashToken(token)])
      return row ? { userId: row[0] as string, etag: etagOf(Number(row[1])) } : undefined
    },

    /** The user's feed as their data stands, with the ETag of exactly that version. */
    async build(userId: string): Promise<BuiltFeed | undefined> {
      const rows = await queryRows(db, 'recur_calendar_feed_periods', PERIODS_SQL, [userId])
      const [first] = rows
      if (!first) return undefined
      const reminderDays = first[1] === null ? deps.defaultReminderDays : Number(first[1])
      const periods: FeedPeriod[] = []
      for (const row of rows) {
        if (row[2] === null) continue
        periods.push({
          id: row[2] as string,
          name: row[3] as string,
          amountMinor: BigInt(row[4] as string),
          currencyCode: row[5] as string,
          endDate: row[6] as string,
          autoRenew: row[7] as boolean,
          description: row[8] as string | null,
          updatedAt: row[9] as Date,
        })
      }
      // Written a few hundred events at a time, other requests served in between.
      let text = ''
      for (const piece of calendarFeedPieces(periods, reminderDays)) {
        text += piece
        await turn()
      }
      return { etag: etagOf(Number(first[0])), text }
    },
  }
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>
