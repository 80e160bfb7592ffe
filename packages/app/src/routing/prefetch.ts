import { pages } from '@recur/api/contract'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { hasSession } from '../session/session'
import { whenPageSettled, type WatchedRouter } from './pageSettled'
import { load } from './resolveLazyRoutes'
import { savesData } from './savesData'
import type { RouteQueries, RouteQuery } from './routeQueries'
import type { RouteData, RouteHandle } from './routes'

/**
 * The page a signed-in visitor most likely opens next from each page: the list from the
 * dashboard, a new subscription from the list, payment from the wallet and back.
 */
export const NEXT_LIKELY: Readonly<Partial<Record<string, string>>> = {
  [pages.dashboard]: pages.subscriptions,
  [pages.subscriptions]: pages.createSubscription,
  [pages.createSubscription]: pages.subscriptions,
  [pages.wallet]: pages.pay,
  [pages.pay]: pages.wallet,
  [pages.settings]: pages.dashboard,
  [pages.support]: pages.dashboard,
  [pages.changePassword]: pages.dashboard,
}

/**
 * The queries the routes matching `url` start (named in their `handle`), frame and screen
 * together. (The lists are a chunk of their own: see routes.tsx.)
 */
export async function queriesAt(
  table: RouteObject[],
  queries: RouteData['queries'],
  url: URL,
): Promise<RouteQuery[]> {
  const matches = matchRoutes(table, url.pathname) ?? []
  const { routeQueries } = await import('./routeQueries')
  return matches.flatMap(({ route, params }) => {
    const handle = route.handle as RouteHandle | undefined
    if (!handle) return []
    const select: RouteQueries = routeQueries[handle.queries]
    return select(queries, { url, params })
  })
}

/**
 * Downloads the chunks of the routes matching `path` (without rendering them; the router finds
 * them loaded when it gets there) and, signed in, starts their queries.
 */
export async function prefetchRoute(table: RouteObject[], data: RouteData, path: string) {
  const url = new URL(path, window.location.origin)
  const matches = matchRoutes(table, url.pathname) ?? []
  const code = Promise.all(matches.map(({ route }) => load(route.lazy)))
  if (hasSession()) {
    const { startQueries } = await import('./routeQueries')
    void startQueries(data.queryClient, await queriesAt(table, data.queries, url))
  }
  await code
}

/**
 * Whenever a signed-in page has settled (`whenPageSettled`), prefetches the page it most likely
 * leads to (`NEXT_LIKELY`), once each: its code and its data. Never for a visitor saving data
 * (`savesData`, asked each time: the setting can change while the app is open).
 */
export function prefetchNextWhenIdle(
  router: WatchedRouter,
  table: RouteObject[],
  data: RouteData,
  shouldSaveData: () => boolean = savesData,
) {
  const done = new Set<string>()
  let scheduled: string | undefined
  const schedule = (state: WatchedRouter['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return
    const next = NEXT_LIKELY[state.location.pathname]
    if (!next || done.has(next) || scheduled === next || !hasSession()) return
    if (shouldSaveData()) return
    scheduled = next
    whenPageSettled(router, data.queryClient, () => {
      // Gone to another page meanwhile: that page's next is the one to fetch.
      if (scheduled !== next) return
      scheduled = undefined
      done.add(next)
      prefetchRoute(table, data, next).catch(() => done.delete(next))
    })
  }
  schedule(router.state)
  return router.subscribe(schedule)
}
