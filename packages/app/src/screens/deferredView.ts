import type { ViewStatus } from '@recur/api'
import { useDeferredValue, useMemo } from 'react'
import { viewStatus } from './viewStatus'

/** What a view draws of a query: its status in the design system's words, and its data. */
export interface QueryView<T> {
  status: ViewStatus
  data: T | undefined
}

/**
 * A query's view as a deferred value. TanStack Query hands over an answer through React's
 * `useSyncExternalStore`, whose renders React never splits: the render that turns a screen's
 * skeleton into its forms or rows was one long task (47-83 ms for /settings' forms on a desktop
 * CPU at a load of 3). Deferred, that render is a transition's, done in slices with the page
 * answering between, and only its commit is one task; the render the answer itself triggers
 * draws what was on screen, at no cost. A screen that has the answer when it first renders (from
 * the cache) draws it at once.
 */
export function useDeferredView<T>(query: {
  status: 'pending' | 'error' | 'success'
  data: T | undefined
}): QueryView<T> {
  const status = viewStatus(query)
  const view = useMemo(() => ({ status, data: query.data }), [status, query.data])
  return useDeferredValue(view)
}
