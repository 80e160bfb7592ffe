import { parseISO } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { isoDateToLocal } from './dates'

describe('isoDateToLocal', () => {
  it("reads a 'YYYY-MM-DD' date as parseISO does: that day's local midnight", () => {
    for (const date of ['2026-11-29', '2026-01-01', '2028-02-29', '2026-03-29', '2026-10-25']) {
      expect(isoDateToLocal(date).getTime()).toBe(parseISO(date).getTime())
    }
  })

  it('keeps a year under 100 as written', () => {
    expect(isoDateToLocal('0099-06-15').getFullYear()).toBe(99)
  })

  it('is an invalid Date for anything else', () => {
    for (const text of ['', '2026-11', '29/11/2026', '2026-11-29T10:00']) {
      expect(Number.isNaN(isoDateToLocal(text).getTime())).toBe(true)
    }
  })
})
