/// <reference lib="webworker" />
/**
 * Recur's service worker, built by vite-plugin-pwa (injectManifest) with Workbox.
 *
 * - The app shell (index.html) and every built asset are precached at install, under their
 *   content revision: a repeat visit loads no script, style or font over the network.
 * - A page navigation gets the precached app shell, except the pages the build prerendered for
 *   signed-out visitors (/login, /signup, …), which come from the server as before (they are
 *   written after the worker's build, so are not in its precache); offline, those get the shell.
 * - /api, /services (artwork) and /checkout (the sandbox gateway) are never answered here: the
 *   browser asks the server as if there were no worker. Offline data is the app's business
 *   (its query cache, src/offline/), not the worker's.
 * - A new release installs beside the running one, takes over at once and drops the previous
 *   release's files. A tab still running the old release then finds an old chunk missing and
 *   reloads into the new one (routing/staleChunks.ts), as it would without a worker.
 */
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { PRERENDERED_PATHS } from '../routing/prerendered'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const SHELL = 'index.html'
/** The server's own pages and answers (packages/server: the API, artwork, the sandbox checkout). */
const SERVER_PATHS = /^\/(api|services|checkout)(\/|\?|$)/
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The prerendered pages: the server's, while it can be reached; else the app shell. */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch (error) {
        const shell = await matchPrecache(SHELL)
        if (shell) return shell
        throw error
      }
    },
    { allowlist: PRERENDERED_PATHS.map((path) => new RegExp(`^${escape(path)}/?(\\?|$)`)) },
  ),
)

/** Every other page of the app: the precached shell, online or not. */
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL), { denylist: [SERVER_PATHS] }))

void self.skipWaiting()
clientsClaim()
