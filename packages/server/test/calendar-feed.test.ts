import { messages } from '@recur/api'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, seedDemoAccount } from '../src/demo/seedDemoAccount'
import { addDays } from '../src/domain/calendar'
import { hashToken } from '../src/domain/tokens'
import { useTestServer } from './helpers/app'
import { signUp, startServer } from './helpers/server'
import { subscriptionBody } from './helpers/subscriptions'

/*
 * The private calendar feed (issue 16): made, shown once, regenerated and revoked through the
 * API; fetched like a calendar app would, outside any session; parsed back with ical.js.
 */

const TODAY = '2026-11-21'
const now = () => new Date(`${TODAY}T10:00:00+01:00`)
const server = useTestServer({ now })

/** The feed's path on the test server (the answer's URL is on APP_URL, http://recur.test). */
const feedPath = (url: string) => new URL(url).pathname

/** GET the feed as a calendar app would: no session, maybe a validator, maybe gzip. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${feedPath(url)}`, { headers })

/** What ical.js gives for a DATE value: its `isDate`, and 'YYYY-MM-DD' from toString. */
interface DateValue {
  isDate: boolean
  toString(): string
}

const parse = (text: string) => new ICAL.Component(ICAL.parse(text))
const events = (text: string) => parse(text).getAllSubcomponents('vevent')

async function signedInUser() {
  const user = await signUp(server)
  return { ...user, api: server.api(user.token) }
}

describe('making, showing and revoking the feed', () => {
  it('is off until made; its address is answered once, and only its hash is stored', async () => {
    const { id, api } = await signedInUser()
    expect((await api.calendarFeed()).data).toEqual({ active: false, created_at: null })

    const made = await api.createCalendarFeed()
    expect(made.message).toBe(messages.calendarFeedCreated)
    expect(made.data.url).toMatch(/^http:\/\/recur\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(made.data.webcal_url).toBe(made.data.url.replace(/^http:/, 'webcal:'))
    expect(made.data.created_at).toBe(now().toISOString())

    // Afterwards the account only learns that a feed is on, never its address.
    const status = await api.calendarFeed()
    expect(status.data).toEqual({ active: true, created_at: now().toISOString() })
    expect(JSON.stringify(status)).not.toContain('/calendar/')

    const token = feedPath(made.data.url)
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '')
    const rows = await server.db.query<{ token_hash: string }>(
      'select token_hash from calendar_feeds where user_id = $1',
      [id],
    )
    expect(rows).toEqual([{ token_hash: hashToken(token) }])
    const anywhere = await server.db.query(
      "select 1 from calendar_feeds where token_hash like '%' || $1 || '%'",
      [token],
    )
    expect(anywhere).toEqual([])
  })

  it('a new address revokes the old one; turning the feed off revokes it too', async () => {
    const { api } = await signedInUser()
    const first = (await api.createCalendarFeed()).data.url
    expect((await fetchFeed(first)).status).toBe(200)

    const second = (await api.createCalendarFeed()).data.url
    expect(second).not.toBe(first)
    expect((await fetchFeed(first)).status).toBe(404)
    expect((await fetchFeed(second)).status).toBe(200)

    const revoked = await api.revokeCalendarFeed()
    expect(revoked.message).toBe(messages.calendarFeedRevoked)
    expect(revoked.data).toEqual({ active: false, created_at: null })
    expect((await api.calendarFeed()).data.active).toBe(false)
    expect((await fetchFeed(second)).status).toBe(404)
  })

  it('a revoked address and one that never was get the very same 404', async () => {
    const { api } = await signedInUser()
    const revoked = (await api.createCalendarFeed()).data.url
    await api.revokeCalendarFeed()
    const never = revoked.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'Q'.repeat(43)}.ics`)
    const answers = await Promise.all([fetchFeed(revoked), fetchFeed(never)])
    const seen = await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        type: answer.headers.get('content-type'),
        cache: answer.headers.get('cache-control'),
        etag: answer.headers.get('etag'),
        body: await answer.text(),
      })),
    )
    expect(seen[0]).toEqual(seen[1])
    expect(seen[0]).toMatchObject({ status: 404, etag: null, cache: 'no-store' })
    expect(JSON.parse(seen[0]!.body)).toEqual({
      status: 404,
      message: messages.notFound,
      data: null,
    })
  })

  it('needs a session to make, see or revoke, never to read', async () => {
    for (const call of ['calendarFeed', 'createCalendarFeed', 'revokeCalendarFeed'] as const) {
      await expect(server.api()[call]()).rejects.toMatchObject({ status: 401 })
    }
  })
})

describe('the feed of the demo account', () => {
  it('holds one all-day event per period, on its end date or the day it renews', async () => {
    const seeded = await seedDemoAccount(server.db.db, server.app.services, server.origin)
    const { data } = await server.api().login(DEMO_ACCOUNT)
    const api = server.api(data.user.token)
    const url = (await api.createCalendarFeed()).data.url
    const answer = await fetchFeed(url)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await answer.text()

    const list = (await api.listSubscriptions({ per_page: 500 })).data.data
    expect(list).toHaveLength(seeded.rows)
    const found = events(text)
    expect(found).toHaveLength(seeded.rows)

    const byUid = new Map(found.map((event) => [event.getFirstPropertyValue('uid'), event]))
    expect(byUid.size).toBe(seeded.rows)
    for (const row of list) {
      const event = byUid.get(`${row.id}@recur.ng`)
      expect(event, row.name).toBeDefined()
      const start = event!.getFirstPropertyValue('dtstart') as unknown as DateValue
      const end = event!.getFirstPropertyValue('dtend') as unknown as DateValue
      expect(start.isDate).toBe(true)
      const day = row.auto_renew ? addDays(row.end_date, 1) : row.end_date
      expect(start.toString()).toBe(day)
      expect(end.toString()).toBe(addDays(day, 1))
      expect(event!.getFirstPropertyValue('summary')).toBe(
        `${row.name} ${row.auto_renew ? 'renews' : 'ends'}`,
      )
      expect(event!.getFirstPropertyValue('description')).toContain(
        `${row.currency_code} ${row.amount.toFixed(2)}`,
      )
      // The reminder, 3 days before the end date (the server's default: the demo never chose).
      const alarm = event!.getFirstSubcomponent('valarm')!
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY')
      expect(String(alarm.getFirstPropertyValue('trigger'))).toBe(row.auto_renew ? '-P4D' : '-P3D')
      expect(event!.getFirstPropertyValue('dtstamp')).toBeTruthy()
    }
  })
})

describe('RFC 5545 as written', () => {
  it('CRLF lines of at most 75 octets, escaped text, PRODID and VERSION', async () => {
    const { api } = await signedInUser()
    const name = 'Netflix, Inc; "Family" \\ plan — ₦ naira 🎬 and a name long enough to be folded'
    await api.createSubscription(
      subscriptionBody({
        name,
        start_date: '2026-11-01',
        end_date: '2026-12-01',
        auto_renew: false,
        description: 'Line one,\r\nline two; with \\ a backslash\rline three\n₦'.repeat(3),
      }),
    )
    const text = await (await fetchFeed((await api.createCalendarFeed()).data.url)).text()

    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    // Every line break is CRLF: no bare LF, no bare CR.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
    // Some lines were long enough to fold, and no character was split across a fold.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(text).not.toContain('\ufffd')
    expect(text).toContain('PRODID:-//Recur//Subscription calendar feed//EN\r\n')
    expect(text).toContain('VERSION:2.0\r\n')
    // The special characters escaped as TEXT wants them.
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain('SUMMARY:Netflix\\, Inc\\; "Family" \\\\ plan')

    const [event] = events(text)
    expect(event!.getFirstPropertyValue('summary')).toBe(`${name} ends`)
    const description = String(event!.getFirstPropertyValue('description'))
    expect(description).toContain(
      'Line one,\nline two; with \\ a backslash\nline three\n₦Line one,',
    )
    expect(description).not.toContain('\r')
  })
})

describe('cheap to fetch again', () => {
  it('answers a repeat with If-None-Match by a 304, and a change by a new version', async () => {
    const { api } = await signedInUser()
    await api.createSubscription(
      subscriptionBody({ start_date: '2026-11-01', end_date: '2026-12-01' }),
    )
    const url = (await api.createCalendarFeed()).data.url

    const first = await fetchFeed(url)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"\d+\.3\.\d+"$/)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('last-modified')).toBe(now().toUTCString())
    expect(events(await first.text())).toHaveLength(1)

    const again = await fetchFeed(url, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    expect((await fetchFeed(url, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304)

    // A write the user can read changes the version: the next fetch is the new feed.
    await api.createSubscription(
      subscriptionBody({ name: 'Spotify', start_date: '2026-11-01', end_date: '2026-12-05' }),
    )
    const changed = await fetchFeed(url, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(events(await changed.text())).toHaveLength(2)
  })

  it('follows the reminder setting: its alarms move, and none means no alarm', async () => {
    const { api } = await signedInUser()
    await api.createSubscription(
      subscriptionBody({ start_date: '2026-11-01', end_date: '2026-12-01', auto_renew: false }),
    )
    const url = (await api.createCalendarFeed()).data.url
    const trigger = async () => {
      const [event] = events(await (await fetchFeed(url)).text())
      const alarm = event!.getFirstSubcomponent('valarm')
      return alarm ? String(alarm.getFirstPropertyValue('trigger')) : null
    }
    expect(await trigger()).toBe('-P3D')
    await api.updateReminderSettings({ days_before: 7 })
    expect(await trigger()).toBe('-P7D')
    await api.updateReminderSettings({ days_before: 1 })
    expect(await trigger()).toBe('-P1D')
    await api.updateReminderSettings({ days_before: 0 })
    expect(await trigger()).toBeNull()
  })

  it('builds a version once, however many ask at once, and sends gzip when asked', async () => {
    const { api } = await signedInUser()
    for (const [i, name] of ['Netflix', 'Spotify', 'iCloud'].entries()) {
      await api.createSubscription(
        subscriptionBody({ name, start_date: '2026-11-01', end_date: `2026-12-0${i + 1}` }),
      )
    }
    const url = (await api.createCalendarFeed()).data.url
    const feeds = server.app.services.calendarFeed
    const build = feeds.build
    let builds = 0
    feeds.build = (userId) => {
      builds += 1
      return build(userId)
    }
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetchFeed(url)))
      const texts = await Promise.all(answers.map((a) => a.text()))
      expect(new Set(texts).size).toBe(1)
      expect(builds).toBe(1)

      const zipped = await fetch(`${server.origin}${feedPath(url)}`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(zipped.headers.get('content-encoding')).toBe('gzip')
      // fetch inflates it; the bytes are the same feed.
      expect(await zipped.text()).toBe(texts[0])
      expect(builds).toBe(1)
    } finally {
      feeds.build = build
    }
  })
})

describe('probing', () => {
  it('counts every request against a per-IP limit', async () => {
    const limited = await startServer(server.db, { now, config: { feedRateLimitMax: 3 } })
    try {
      const paths = Array.from({ length: 4 }, (_, i) => `/api/calendar/${String(i).repeat(43)}.ics`)
      const statuses: number[] = []
      for (const path of paths) statuses.push((await fetch(`${limited.origin}${path}`)).status)
      expect(statuses).toEqual([404, 404, 404, 429])
    } finally {
      await limited.close()
    }
  })
})
