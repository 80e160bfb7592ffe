import { act, startTransition, useLayoutEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { beginFirstRender, endFirstRender, useDeferredView, type QueryView } from './deferredView'
import { viewStatus } from './viewStatus'

type Query = { status: 'pending' | 'error' | 'success'; data: string | undefined }

afterEach(endFirstRender)

/**
 * Renders the hook for a query the test sets (the first render in a transition, as the app's
 * is); records every view rendered and every view committed, in order.
 */
function renderView(initial: Query) {
  const seen: QueryView<string>[] = []
  const committed: QueryView<string>[] = []
  let setQuery: (query: Query) => void = () => {}
  function Probe() {
    const [query, set] = useState(initial)
    setQuery = set
    const view = useDeferredView(viewStatus(query), query.data)
    seen.push(view)
    useLayoutEffect(() => void committed.push(view))
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => startTransition(() => root.render(<Probe />)))
  return { seen, committed, setQuery: (query: Query) => act(() => setQuery(query)) }
}

it('draws an answer in a render of its own, after one that keeps what was drawn', () => {
  const { seen, setQuery } = renderView({ status: 'pending', data: undefined })
  setQuery({ status: 'success', data: 'profile' })
  // The answer's own render (urgent, as TanStack Query's is) draws the loading view again; the
  // deferred render after it, the answer.
  expect(seen.map((view) => view.status)).toEqual(['loading', 'loading', 'ready'])
  expect(seen.at(-1)).toEqual({ status: 'ready', data: 'profile' })
})

it('draws an answer it has when it mounts at once', () => {
  const { committed } = renderView({ status: 'success', data: 'cached' })
  expect(committed).toEqual([{ status: 'ready', data: 'cached' }])
})

it("in the app's first render, commits its loading view first and the answer in a commit after", () => {
  beginFirstRender()
  const { committed } = renderView({ status: 'success', data: 'cached' })
  expect(committed).toEqual([
    { status: 'loading', data: undefined },
    { status: 'ready', data: 'cached' },
  ])
})

it('is the same view while the status and the data are', () => {
  const data = 'profile'
  const { seen, setQuery } = renderView({ status: 'success', data })
  // A new result object from the query, nothing in it changed: the view drawn stays the same
  // object, so nothing is deferred and memoized parts do not render again.
  setQuery({ status: 'success', data })
  expect(seen).toHaveLength(2)
  expect(seen[1]).toBe(seen[0])
})
