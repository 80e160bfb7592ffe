import { describe, expect, it } from 'vitest'
import { formatListSearch, parseListSearch, type ListState } from './listSearch'

const parse = (search: string) => parseListSearch(new URLSearchParams(search))

describe('list state in the URL', () => {
  it('defaults to the table view with no filters', () => {
    expect(parse('')).toEqual({ view: 'table', query: {} })
  })

  it('round-trips every filter, search, page, view and month', () => {
    const state: ListState = {
      view: 'calendar',
      month: '2026-11',
      query: {
        name: 'net',
        page: 3,
        category: 'Music',
        status: 'expired',
        currency: 'GBP',
        startDate: { from: '2026-01-01', to: '2026-03-31' },
        endDate: { from: '2026-02-01', to: '2026-12-31' },
        amount: { from: 10, to: 2000.5 },
      },
    }
    expect(parseListSearch(formatListSearch(state))).toEqual(state)
  })

  it('drops values the server would refuse', () => {
    expect(
      parse(
        'status=paused&currency=JPY&page=0&per_page=99999&amount[from]=-3&startDate[from]=2026-02-30&startDate[to]=2026-03-01&month=2026-13',
      ),
    ).toEqual({ view: 'table', query: {} })
  })

  it('drops an amount range that runs from high to low', () => {
    expect(parse('amount[from]=5000&amount[to]=100').query).toEqual({})
    expect(parse('amount[from]=100&amount[to]=100').query).toEqual({
      amount: { from: 100, to: 100 },
    })
  })

  it('ignores a date range with one end', () => {
    expect(parse('endDate[from]=2026-01-01').query).toEqual({})
  })

  it('keeps an open-ended amount range', () => {
    expect(parse('amount[to]=500').query).toEqual({ amount: { to: 500 } })
  })

  it('leaves page 1 and the table view out of the URL', () => {
    expect(formatListSearch({ view: 'table', query: { page: 1 } }).toString()).toBe('')
  })
})
