import type { ViewStatus } from '@recur/api'
import { useDeferredValue, useMemo } from 'react'

/** What a view draws of a query: its status in the design system's words, and its data. */
export interface QueryView<T> {
  status: ViewStatus
  data: T | undefined
}

const LOADING: QueryView<never> = { status: 'loading', data: undefined }

/** Whether the app's first render is under way (main.tsx; never in tests and stories). */
let firstRender = false

/** The app's first render begins: the views mounted in it draw their loading state first. */
export function beginFirstRender() {
  firstRender = true
}

/** Its commit is done: views mounted from now on draw what they have at once. */
export function endFirstRender() {
  firstRender = false
}

/**
 * A query's view as a deferred value.
 *
 * TanStack Query hands over an answer through React's `useSyncExternalStore`, whose renders React
 * never splits: the render that turns a screen's skeleton into its forms or rows was one long task
 * (47-83 ms for /settings' forms on a desktop CPU at a load of 3). Deferred, that render is a
 * transition's, done in slices with the page answering between, and only its commit is one task;
 * the render the answer itself triggers draws what was on screen, at no cost.
 *
 * In the app's first render, a view draws its loading state whatever its query has (React's
 * initial value), and what it has in a transition after: the page's first commit (the frame, the
 * screen's skeleton) and its forms' are two tasks, not one of 45-120 ms. A view mounted later
 * (a page the visitor goes to) draws what its query has at once.
 */
export function useDeferredView<T>(status: ViewStatus, data: T | undefined): QueryView<T> {
  const view = useMemo(() => ({ status, data }), [status, data])
  return useFirstRenderDeferred(view, LOADING)
}

/**
 * `value` deferred (React's `useDeferredValue`), and `initial` in place of it when mounted in
 * the app's first render: what a screen draws from its data then comes in a commit of its own.
 */
export function useFirstRenderDeferred<T>(value: T, initial: T): T {
  return useDeferredValue(value, firstRender ? initial : undefined)
}
