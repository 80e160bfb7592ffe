import { hydrate } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from './AppProviders'
import { createApi, createQueryClient } from './api'
import { isOnline, watchOnline } from './offline/online'
import { persistQueries, readSavedQueries } from './offline/persistQueries'
import { followHandOver } from './routing/handOver'
import { whenPageSettled } from './routing/pageSettled'
import { prefetchNextWhenIdle } from './routing/prefetch'
import { nextTask, resolveMatchedRoutes } from './routing/resolveLazyRoutes'
import { routerReady } from './routing/routerReady'
import { TakeOver } from './routing/TakeOver'
import { createRoutes } from './routing/routes'
import { watchForStaleChunks } from './routing/staleChunks'
import { signedInUserId } from './session/session'
import { beginFirstRender, endFirstRender } from './screens/deferredView'
import { registerServiceWorker } from './worker/register'

async function start() {
  watchForStaleChunks()
  watchOnline()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // A prerendered page (prerender.tsx) is on screen already. Its route modules load before the
  // first render, which then draws the same page over it, never the loading view between.
  const prerendered = root.hasChildNodes()
  const queryClient = createQueryClient()
  const api = createApi(queryClient)
  // Each signed-in route starts its screen's queries as it is entered (routing/routeQueries.ts).
  const data = { queryClient, queries: api.queries }
  const routes = createRoutes(data)
  if (prerendered) await resolveMatchedRoutes(routes, window.location.pathname)
  // The router's first match and loaders (the page's queries sent) in a task of their own, apart
  // from the entry's evaluation and a painted page's route modules': the page answers between.
  await nextTask()
  const router = createBrowserRouter(routes)
  prefetchNextWhenIdle(router, routes, data)
  registerServiceWorker(
    new Promise<void>((settled) => whenPageSettled(router, queryClient, settled)),
  )
  // Opened offline and signed in: the last reads saved (offline/persistQueries) are all there is,
  // so they are on screen at once. Online they are not put back: a form would start from a saved
  // copy older than what the server holds (a profile just changed in another tab, say).
  const userId = signedInUserId()
  const [saved] = await Promise.all([
    userId ? readSavedQueries(userId) : undefined,
    routerReady(router),
  ])
  if (saved && !isOnline()) hydrate(queryClient, saved.state)
  persistQueries(queryClient, signedInUserId, { carried: saved })
  // What the visitor types on the static page until the app replaces it is carried over.
  const handOver = prerendered ? followHandOver(root) : undefined
  // A transition renders in slices that leave the main thread free between them (no long task
  // while the static page is already readable); the static page stays until the one commit. The
  // screen's data views draw their loading state in it, and their data in a commit after
  // (screens/deferredView.ts).
  beginFirstRender()
  startTransition(() =>
    createRoot(root).render(
      <AppProviders queryClient={queryClient} api={api}>
        <RouterProvider router={router} />
        <TakeOver root={root} handOver={handOver} onCommit={endFirstRender} />
      </AppProviders>,
    ),
  )
}

void start()
