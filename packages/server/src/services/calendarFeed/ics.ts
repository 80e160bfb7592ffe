import ICAL from 'ical.js'
import { addDays } from '../../domain/calendar'
import { koboToAmount } from '../../domain/money'

/*
 * The calendar feed's iCalendar text (RFC 5545), written by ical.js from jCal (RFC 7265): the
 * library escapes TEXT values (backslash, semicolon, comma, newline), folds long lines by UTF-8
 * octets and ends every line with CRLF. What it leaves to us: carriage returns and control
 * characters in the customers' own text (TEXT may hold neither), and the fold width below.
 */

/**
 * ical.js folds a line into pieces of `foldLength` octets and starts each continuation with a
 * space, so a continuation line is one octet longer than its piece: 74 keeps every physical line
 * within RFC 5545's 75 octets. (A module-wide setting of ical.js; nothing else here writes iCal.)
 */
ICAL.foldLength = 74

/** What changes the feed's text besides the data: bump it when the output below changes. */
export const FEED_FORMAT_VERSION = 1

export const FEED_PRODID = '-//Recur//Subscription calendar feed//EN'
export const FEED_NAME = 'Recur renewals'
/** The right-hand side of every UID: stable, so a period's event keeps its identity. */
const UID_DOMAIN = 'recur.ng'

/** One subscription period, as the feed needs it. */
export interface FeedPeriod {
  id: string
  name: string
  amountMinor: bigint
  currencyCode: string
  /** YYYY-MM-DD */
  endDate: string
  autoRenew: boolean
  description: string | null
  /** When the row last changed: the event's DTSTAMP (RFC 5545 §3.8.7.2, no METHOD-less reply). */
  updatedAt: Date
}

/** Text a TEXT value may hold: newlines as LF, no other control character (HTAB stays). */
export function calendarText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- the point: control characters go
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  )
}

/** '2026-11-20T09:00:00Z': a UTC date-time as jCal writes it (seconds, no fraction). */
const utcDateTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`

/** The day its event falls on and what it says: renews (the day after the end) or ends. */
export function periodEvent(period: Pick<FeedPeriod, 'endDate' | 'autoRenew'>) {
  return period.autoRenew
    ? { day: addDays(period.endDate, 1), verb: 'renews' as const }
    : { day: period.endDate, verb: 'ends' as const }
}

/** The description: amount and currency, what happens that day, then the customer's note. */
function describe(period: FeedPeriod, verb: 'renews' | 'ends'): string {
  const amount = `${period.currencyCode} ${koboToAmount(period.amountMinor).toFixed(2)}`
  const line =
    verb === 'renews'
      ? `${amount}. Auto-renew is on: it renews the day after it ends on ${period.endDate}.`
      : `${amount}. It ends on ${period.endDate}; auto-renew is off.`
  const note = period.description ? calendarText(period.description).trim() : ''
  return note ? `${line}\n\n${note}` : line
}

type JCalProperty = [name: string, params: Record<string, string>, type: string, value: string]
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]]

/**
 * One VEVENT per period: an all-day event on its end date ('… ends') or, with auto-renew on, on
 * the day after it, when the auto-renewal job renews it ('… renews'); UID from the row's id, so
 * it is stable; a VALARM `reminderDays` days before the end date (the account's reminder
 * setting; none for 0).
 */
export function periodComponent(period: FeedPeriod, reminderDays: number): JCalComponent {
  const { day, verb } = periodEvent(period)
  const summary = `${calendarText(period.name)} ${verb}`
  const alarms: JCalComponent[] =
    reminderDays > 0
      ? [
          [
            'valarm',
            [
              ['action', {}, 'text', 'DISPLAY'],
              ['description', {}, 'text', summary],
              // Relative to the event's start: the end date, or the day after it.
              ['trigger', {}, 'duration', `-P${reminderDays + (verb === 'renews' ? 1 : 0)}D`],
            ],
            [],
          ],
        ]
      : []
  return [
    'vevent',
    [
      ['uid', {}, 'text', `${period.id}@${UID_DOMAIN}`],
      ['dtstamp', {}, 'date-time', utcDateTime(period.updatedAt)],
      ['dtstart', {}, 'date', day],
      ['dtend', {}, 'date', addDays(day, 1)],
      ['summary', {}, 'text', summary],
      ['description', {}, 'text', describe(period, verb)],
      ['transp', {}, 'text', 'TRANSPARENT'],
    ],
    alarms,
  ]
}

const CALENDAR_PROPERTIES: JCalProperty[] = [
  ['prodid', {}, 'text', FEED_PRODID],
  ['version', {}, 'text', '2.0'],
  ['calscale', {}, 'text', 'GREGORIAN'],
  ['method', {}, 'text', 'PUBLISH'],
  ['x-wr-calname', {}, 'unknown', FEED_NAME],
  // How often a calendar app should fetch it again (a hint; the feed answers 304 cheaply).
  ['x-published-ttl', {}, 'unknown', 'PT6H'],
]

/** The whole feed: a VCALENDAR of every period, CRLF line endings throughout. */
export function calendarFeedText(periods: readonly FeedPeriod[], reminderDays: number): string {
  const calendar: JCalComponent = [
    'vcalendar',
    CALENDAR_PROPERTIES,
    periods.map((period) => periodComponent(period, reminderDays)),
  ]
  return ICAL.stringify(calendar)
}

const CRLF = '\r\n'

/**
 * The same text as `calendarFeedText`, `batch` events at a time, each piece written by ical.js
 * as it writes them inside the whole (the VCALENDAR's design set): a caller can let other work
 * run between pieces, so 10,000 periods never hold the event loop at once.
 */
export function* calendarFeedPieces(
  periods: readonly FeedPeriod[],
  reminderDays: number,
  batch = 500,
): Generator<string> {
  const design = ICAL.design.getDesignSet('vcalendar')
  let head = `BEGIN:VCALENDAR${CRLF}`
  for (const property of CALENDAR_PROPERTIES) {
    head += ICAL.stringify.property(property, design, false) + CRLF
  }
  yield head
  for (let start = 0; start < periods.length; start += batch) {
    let piece = ''
    for (const period of periods.slice(start, start + batch)) {
      piece += ICAL.stringify.component(periodComponent(period, reminderDays), design) + CRLF
    }
    yield piece
  }
  yield `END:VCALENDAR${CRLF}`
}
