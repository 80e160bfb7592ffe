/**
 * The build's server render of the pages a signed-out visitor reaches (see scripts/prerender.mjs):
 * each page's HTML and the CSS it needs, written into a copy of index.html, so the page paints
 * before any JavaScript has downloaded. The browser then renders the same page over it
 * (main.tsx). Built by `vite build --ssr src/prerender.tsx`, never shipped to the browser.
 */
import { renderWithStyles } from '@recur/ui/serverRender'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders } from './AppProviders'
import { createQueryClient } from './api'
import { SUBMIT_REQUESTED } from './routing/handOver'
import { PRERENDERED_PATHS } from './routing/prerendered'
import { routes } from './routing/routes'

export { PRERENDERED_PATHS, SUBMIT_REQUESTED }

export async function prerender(pathname: string): Promise<{ html: string; head: string }> {
  const handler = createStaticHandler(routes)
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
