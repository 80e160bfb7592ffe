import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  calendarFeedPieces,
  calendarFeedText,
  calendarText,
  periodEvent,
  type FeedPeriod,
} from './ics'

const period = (overrides: Partial<FeedPeriod> = {}): FeedPeriod => ({
  id: '0b6c5f0e-8f3a-4c1e-9a57-2d3b9c1f0a11',
  name: 'Netflix',
  amountMinor: 700_050n,
  currencyCode: 'NGN',
  endDate: '2026-12-31',
  autoRenew: false,
  description: null,
  updatedAt: new Date('2026-11-20T09:30:15.123Z'),
  ...overrides,
})

const physicalLines = (text: string) => text.split('\r\n').slice(0, -1)

describe('calendarText', () => {
  it('keeps newlines as LF and drops the control characters TEXT may not hold', () => {
    expect(calendarText('a\r\nb\rc\nd\te\u0000f\u0007g\u001bh\u007fi')).toBe('a\nb\nc\nd\tefghi')
  })
})

describe('periodEvent', () => {
  it('ends on the end date; renews the day after it', () => {
    expect(periodEvent({ endDate: '2026-12-31', autoRenew: false })).toEqual({
      day: '2026-12-31',
      verb: 'ends',
    })
    expect(periodEvent({ endDate: '2026-12-31', autoRenew: true })).toEqual({
      day: '2027-01-01',
      verb: 'renews',
    })
  })
})

describe('calendarFeedText', () => {
  it('folds within 75 octets without splitting a character, and parses back to the same text', () => {
    const name = `${'₦🎬é'.repeat(30)} plan`
    const text = calendarFeedText([period({ name, description: 'x'.repeat(200) })], 3)
    for (const line of physicalLines(text)) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    }
    expect(text).not.toContain('\ufffd')
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(event.getFirstPropertyValue('summary')).toBe(`${name} ends`)
    expect(event.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-20T09:30:15Z')
    expect(String(event.getFirstPropertyValue('description'))).toContain(
      'NGN 7000.50. It ends on 2026-12-31; auto-renew is off.',
    )
  })

  it('has no alarm when the account wants no reminders, and an empty calendar is still one', () => {
    expect(calendarFeedText([period()], 0)).not.toContain('BEGIN:VALARM')
    const empty = calendarFeedText([], 3)
    expect(empty).toBe(
      [
        'BEGIN:VCALENDAR',
        'PRODID:-//Recur//Subscription calendar feed//EN',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Recur renewals',
        'X-PUBLISHED-TTL:PT6H',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })

  it('is written the same in pieces as whole', () => {
    const periods = Array.from({ length: 7 }, (_, i) =>
      period({
        id: `p${i}`,
        name: `Service ${i}, ${'long '.repeat(i * 5)}`,
        autoRenew: i % 2 === 0,
      }),
    )
    for (const days of [0, 3]) {
      const pieces = [...calendarFeedPieces(periods, days, 3)]
      expect(pieces).toHaveLength(5)
      expect(pieces.join('')).toBe(calendarFeedText(periods, days))
    }
    expect([...calendarFeedPieces([], 3)].join('')).toBe(calendarFeedText([], 3))
  })

  it('is the same text for the same periods (an ETag stands for its bytes)', () => {
    const periods = [period(), period({ id: 'b', autoRenew: true, description: 'Note; a, b' })]
    expect(calendarFeedText(periods, 7)).toBe(calendarFeedText(periods, 7))
  })
})
