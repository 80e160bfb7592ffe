import { CURRENCIES } from '@recur/api'
import type { Subscription } from '@recur/api/contract'
import { fixtures } from '@recur/api/mocks'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import {
  preloadSubscriptionGrid,
  SubscriptionTable,
  type SubscriptionTableProps,
} from './SubscriptionTable'

// React's act() environment, as React Testing Library would set it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
// The wide table's code, loaded apart, in before the first render and outside the test's time:
// on a loaded CI host its import alone took more than the 5 s a test gets.
beforeAll(() => preloadSubscriptionGrid(), 60_000)
beforeEach(() => {
  // jsdom has no media queries: the wide layout (the table) is asked for by `layout` anyway.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  // Nor CSS.escape, which react-aria's press handling reads.
  vi.stubGlobal('CSS', { escape: (value: string) => value })
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const rows = fixtures.subscriptions().slice(0, 3)
const editHref = (row: Subscription) => `/edit-subscription/${row.uid}`

/**
 * react-aria renders every cell of a table again whenever the table renders, and a phone's cards
 * hold three controls each: a screen rendering for another reason, with a new `onDelete` arrow
 * as screens pass it, must reach neither the rows nor the cards (what only a render counter
 * shows, so not a story).
 */
it.each(['table', 'cards'] as const)(
  'in the %s layout, a caller rendering again with a new onDelete renders no row again, and Delete calls the latest',
  async (layout) => {
    const renewHref = vi.fn((row: Subscription) => `/renew-subscription/${row.uid}`)
    const props = (
      onDelete: (row: Subscription) => void,
    ): SubscriptionTableProps<Subscription> => ({
      layout,
      status: 'ready',
      rows,
      currencies: CURRENCIES,
      renewHref,
      editHref,
      onDelete,
    })
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    const first = vi.fn()
    act(() => root!.render(<SubscriptionTable {...props(first)} />))
    // The frame after the first paint: the rows beyond the view's edges (none here: the three are
    // in view) and the rows' own actions in place of their faces.
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      expect(container.querySelectorAll('[aria-label^="Delete Subscription"]')).toHaveLength(
        rows.length,
      )
    })
    const renders = renewHref.mock.calls.length
    expect(renders).toBeGreaterThanOrEqual(rows.length)

    const latest = vi.fn()
    act(() => root!.render(<SubscriptionTable {...props((row) => latest(row))} />))
    expect(renewHref.mock.calls.length).toBe(renders)

    const remove = container.querySelector<HTMLElement>(
      `[aria-label="Delete Subscription ${rows[0]!.name}"]`,
    )
    expect(remove).not.toBeNull()
    act(() => remove!.click())
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledWith(rows[0])
  },
)
