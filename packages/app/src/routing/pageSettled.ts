import type { QueryClient } from '@tanstack/react-query'

/** Runs `run` when the browser is idle (a short timeout where it cannot tell: Safari). */
export const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run)
    : window.setTimeout(run, 200)

/** A page still fetching its answers is looked at again after this long. */
const QUIET_RETRY_MS = 300

/** The router's part `whenPageSettled` reads (react-router's data router). */
export interface WatchedRouter {
  state: { initialized: boolean; navigation: { state: string }; location: { pathname: string } }
  subscribe: (listener: (state: WatchedRouter['state']) => void) => () => void
}

/**
 * Runs `run` once the page has settled: the router on a page and not navigating, none of the
 * queries fetching, and the browser idle. Work the page does not need to show itself (the next
 * page's prefetch, the service worker's install) waits for it, so it never competes with the
 * page's own requests and rendering.
 */
export function whenPageSettled(router: WatchedRouter, queryClient: QueryClient, run: () => void) {
  const attempt = () =>
    whenIdle(() => {
      const { initialized, navigation } = router.state
      if (initialized && navigation.state === 'idle' && !queryClient.isFetching()) run()
      else window.setTimeout(attempt, QUIET_RETRY_MS)
    })
  attempt()
}
