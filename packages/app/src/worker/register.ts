/** The service worker's script, as vite-plugin-pwa writes it at the root of the build. */
export const WORKER_URL = '/sw.js'

/**
 * Registers the service worker (src/worker/sw.ts) in a production build, once the page has
 * loaded, so its first install (which downloads every asset for the precache) never competes
 * with the page's own requests. The browser looks for a new release's worker on each navigation;
 * a tab left open looks again whenever it comes back into view.
 */
export function registerServiceWorker(target: Window = window) {
  if (!import.meta.env.PROD || !('serviceWorker' in target.navigator)) return
  const register = async () => {
    try {
      const registration = await target.navigator.serviceWorker.register(WORKER_URL, {
        scope: '/',
        // The worker script is always asked of the server (it is served no-cache anyway).
        updateViaCache: 'none',
      })
      target.document.addEventListener('visibilitychange', () => {
        if (target.document.visibilityState === 'visible')
          void registration.update().catch(() => {})
      })
    } catch {
      // No worker (a private window, a browser that refuses it): the app works as a plain site.
    }
  }
  if (target.document.readyState === 'complete') void register()
  else target.addEventListener('load', () => void register(), { once: true })
}
