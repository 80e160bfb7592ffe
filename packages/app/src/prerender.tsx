/**
 * The build's server render of the pages a signed-out visitor reaches, and of the loading view of
 * a few signed-in pages (see scripts/prerender.mjs): each page's HTML and the CSS it needs,
 * written into a copy of index.html, so the page paints before any JavaScript has downloaded. The
 * browser then renders the same page over it (main.tsx). Built by `vite build --ssr
 * src/prerender.tsx`, never shipped to the browser.
 */
import { renderWithStyles } from '@recur/ui/serverRender'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom'
import { AppProviders } from './AppProviders'
import { createQueryClient } from './api'
import { PRESS_REQUESTED, SUBMIT_REQUESTED } from './routing/handOver'
import { PRERENDERED_PATHS, SIGNED_IN_PRERENDERED_PATHS } from './routing/prerendered'
import { routes, SIGNED_IN_ROUTE_ID } from './routing/routes'

export { PRERENDERED_PATHS, PRESS_REQUESTED, SIGNED_IN_PRERENDERED_PATHS, SUBMIT_REQUESTED }
// The build's worker for Intl is the app's locale's (scripts/intlWorker.mjs).
export { APP_LOCALE } from './locale'

/**
 * The route table as a signed-in visitor's first load meets it. The build holds no session, so
 * the signed-in pages' guard gives way to them; with no data either, they render their loading
 * view, which is the same for everyone.
 */
function signedIn(table: RouteObject[]): RouteObject[] {
  return table.map((route) =>
    route.id === SIGNED_IN_ROUTE_ID
      ? { ...route, element: <Outlet /> }
      : route.children
        ? { ...route, children: signedIn(route.children) }
        : route,
  ) as RouteObject[]
}

export async function prerender(
  pathname: string,
  { asSignedIn = false } = {},
): Promise<{ html: string; head: string }> {
  const handler = createStaticHandler(asSignedIn ? signedIn(routes) : routes)
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${pathname} redirects: nothing to prerender`)
  if (context.statusCode !== 200) throw new Error(`${pathname} answers ${context.statusCode}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderWithStyles(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    renderToString,
  )
}
