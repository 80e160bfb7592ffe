import { CURRENCY_CODES, TRANSACTION_FILTERS } from '@recur/api/contract'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fieldSchema,
  oneOf,
  oneOrNoneOf,
  pageNumber,
  searchText,
  SEARCH_DEBOUNCE_MS,
  useDebouncedSearch,
  useSearchState,
  type SearchUpdate,
  type SearchUpdateOptions,
} from './useSearchState'

// React's act() warns unless the environment says it supports it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const schema = fieldSchema(
  {
    search: searchText,
    filter: oneOrNoneOf(TRANSACTION_FILTERS),
    currency: oneOf(CURRENCY_CODES, 'NGN'),
    page: pageNumber,
  },
  { page: 'page' },
)
type State = ReturnType<typeof schema.parse>

describe('fieldSchema', () => {
  it('reads each key, falling back where the URL holds nothing or nothing valid', () => {
    expect(schema.parse(new URLSearchParams('search=%20net%20&filter=credit&page=3'))).toEqual({
      search: 'net',
      filter: 'credit',
      currency: 'NGN',
      page: 3,
    })
    expect(schema.parse(new URLSearchParams('filter=bogus&currency=XYZ&page=0'))).toEqual({
      search: '',
      filter: null,
      currency: 'NGN',
      page: 1,
    })
    expect(schema.parse(new URLSearchParams('page=2.5')).page).toBe(1)
  })

  it('writes only what differs from the fallbacks', () => {
    const state: State = { search: '', filter: null, currency: 'NGN', page: 1 }
    expect(schema.format(state).toString()).toBe('')
    expect(schema.format({ ...state, filter: 'debit', currency: 'USD', page: 2 }).toString()).toBe(
      'filter=debit&currency=USD&page=2',
    )
  })

  it('goes back to page 1 when anything but the page changes', () => {
    const current: State = { search: '', filter: null, currency: 'NGN', page: 4 }
    expect(schema.settle?.({ ...current, search: 'x' }, current).page).toBe(1)
    expect(schema.settle?.({ ...current, page: 5 }, current).page).toBe(5)
    expect(schema.settle?.({ ...current }, current).page).toBe(4)
  })

  it('owns its keys only', () => {
    expect(schema.owns?.('search')).toBe(true)
    expect(schema.owns?.('reference')).toBe(false)
  })
})

interface Probe {
  state: State
  update: (next: SearchUpdate<State>, options?: SearchUpdateOptions) => void
  search: ReturnType<typeof useDebouncedSearch>
  location: string
}

let root: Root
let container: HTMLElement
let probe: Probe

function Harness() {
  const [state, update] = useSearchState(schema)
  const search = useDebouncedSearch(state.search, (value) => update({ search: value }))
  const location = useLocation()
  probe = { state, update, search, location: `${location.pathname}${location.search}` }
  return null
}

function mount(url: string) {
  container = document.createElement('div')
  root = createRoot(container)
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[url]}>
        <Harness />
      </MemoryRouter>,
    ),
  )
}

describe('useSearchState', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => root.unmount())
    vi.useRealTimers()
  })

  it('reads the URL and writes a change back, keeping keys it does not own', () => {
    mount('/p?reference=R1&page=2')
    expect(probe.state).toEqual({ search: '', filter: null, currency: 'NGN', page: 2 })
    act(() => probe.update({ currency: 'USD' }))
    // A new filter starts again from page 1; the checkout's reference stays.
    expect(probe.location).toBe('/p?currency=USD&reference=R1')
    expect(probe.state.currency).toBe('USD')
    act(() => probe.update((current) => ({ page: current.page + 1 })))
    expect(probe.location).toBe('/p?currency=USD&page=2&reference=R1')
  })

  it('drops from the URL a value that goes back to its fallback', () => {
    mount('/p?currency=EUR')
    act(() => probe.update({ currency: 'NGN' }))
    expect(probe.location).toBe('/p')
  })
})

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => root.unmount())
    vi.useRealTimers()
  })

  it('writes the search once typing pauses, not per keystroke', () => {
    mount('/p?page=3')
    act(() => probe.search.change('n'))
    act(() => probe.search.change('ne'))
    act(() => probe.search.change('net '))
    expect(probe.search.text).toBe('net ')
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1)
    })
    expect(probe.location).toBe('/p?page=3')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(probe.location).toBe('/p?search=net')
    // The trimmed search in the URL does not take the space the person is typing.
    expect(probe.search.text).toBe('net ')
  })

  it('searches at once on submit', () => {
    mount('/p')
    act(() => probe.search.change('gas'))
    act(() => probe.search.submit('gas'))
    expect(probe.location).toBe('/p?search=gas')
  })

  it('keeps a change made while a search waits', () => {
    mount('/p')
    act(() => probe.search.change('gas'))
    act(() => probe.update({ filter: 'debit' }))
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    })
    expect(probe.location).toBe('/p?search=gas&filter=debit')
  })

  it('starts from the URL, and keeps what is typed when a late search lands', () => {
    mount('/p?search=old')
    expect(probe.search.text).toBe('old')
    act(() => probe.search.change('spot'))
    // A search for 'sp', sent before 't' was typed, reaches the URL only now.
    act(() => probe.update({ search: 'sp' }))
    expect(probe.search.text).toBe('spot')
  })

  it('clears the box and a search still waiting', () => {
    mount('/p?search=old')
    act(() => probe.search.change('new'))
    act(() => probe.search.clear())
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    })
    expect(probe.search.text).toBe('')
    expect(probe.location).toBe('/p?search=old')
  })
})
