/** The service worker's script, as vite-plugin-pwa writes it at the root of the build. */
export const WORKER_URL = '/sw.js'

/**
 * Registers the service worker (src/worker/sw.ts) in a production build, once the page has loaded
 * and `settled` has resolved (the page on screen with its answers, the browser idle: each entry
 * says when). Its first install downloads every asset of the release for the precache; started
 * at the load event, it competed with the page's own requests and, on a two-core phone, took the
 * main thread's core while the page was still rendering. The browser looks for a new release's
 * worker on each navigation; a tab left open looks again whenever it comes back into view.
 */
export function registerServiceWorker(settled: Promise<unknown>, target: Window = window) {
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
  const loaded =
    target.document.readyState === 'complete'
      ? undefined
      : new Promise((resolve) => target.addEventListener('load', resolve, { once: true }))
  void Promise.all([loaded, settled]).then(register)
}
