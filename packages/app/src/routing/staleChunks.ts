/**
 * After a release, a tab still running the previous one asks for chunks whose hashed names are
 * gone. Vite announces each failed dynamic import with a `vite:preloadError` event carrying the
 * error the import then rejects with; those errors are remembered here, so the error page can
 * tell "this tab is out of date" from a real fault and reload into the new release.
 */
const staleChunkErrors = new WeakSet<object>()

/** Starts remembering failed chunk downloads (once, at start-up). */
export function watchForStaleChunks(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown }
    if (typeof payload === 'object' && payload !== null) staleChunkErrors.add(payload)
  })
}

const RELOADED_AT = 'recur_stale_chunk_reload_at'
/** A chunk still missing right after a reload is really missing: show the broken page. */
export const STALE_CHUNK_RELOAD_GAP_MS = 60_000

/** Whether `error` is a chunk download that failed, and no reload for one happened just now. */
export function shouldReloadFor(error: unknown, storage: Storage, now: number) {
  if (typeof error !== 'object' || error === null || !staleChunkErrors.has(error)) return false
  return now - Number(storage.getItem(RELOADED_AT) ?? 0) >= STALE_CHUNK_RELOAD_GAP_MS
}

/** Notes the reload, so that the next stale chunk within the gap is shown as an error. */
export function noteReload(storage: Storage, now: number) {
  storage.setItem(RELOADED_AT, String(now))
}
