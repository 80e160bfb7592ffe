import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from './AppProviders'
import { createQueryClient } from './api'
import { applyHandOver, readHandOver } from './routing/handOver'
import { resolveMatchedRoutes } from './routing/resolveLazyRoutes'
import { routes } from './routing/routes'
import { watchForStaleChunks } from './routing/staleChunks'

async function start() {
  watchForStaleChunks()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  // A prerendered page (prerender.tsx) is on screen already. Its route modules load before the
  // first render, which then draws the same page over it at once, never the loading view between.
  if (root.hasChildNodes()) await resolveMatchedRoutes(routes, window.location.pathname)
  const router = createBrowserRouter(routes)
  const queryClient = createQueryClient()
  const reactRoot = createRoot(root)
  // Read after the chunks arrive: whatever the visitor typed meanwhile is kept.
  const handOver = readHandOver(root)
  // Synchronously, so that no frame shows the page half replaced, and the prerendered page's dark
  // rule is retired (data-rendered) in the same frame as the app's own theme takes over.
  flushSync(() =>
    reactRoot.render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  )
  applyHandOver(root, handOver)
  document.documentElement.dataset.rendered = ''
}

void start()
