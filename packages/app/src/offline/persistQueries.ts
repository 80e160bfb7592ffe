import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/**
 * The signed-in reads kept for offline use: every query that succeeded (all of the app's queries
 * are GETs of the signed-in user's data) is written to IndexedDB, a moment after it changes, and
 * put back into the query cache when the app starts again with the same user signed in. Offline,
 * the screens then show the last data seen (the queries wait, paused, for the network).
 *
 * Never another user's: the copy names its user, is read back only for that user, and is deleted
 * at sign-out and on a 401 (session/session.ts `clearToken`). Never old: older than
 * PERSISTED_MAX_AGE_MS, it is dropped. Never another release's shapes: PERSIST_VERSION.
 */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Raise when a persisted answer's shape changes, so an older copy is not read back. */
export const PERSIST_VERSION = 1
const KEY = 'queries'
/**
 * How long after a change the copy is written: changes come in bursts (a screen's queries), and
 * a page being left cannot be relied on to finish writing (an unloading page's IndexedDB work is
 * dropped), so not much longer than a burst.
 */
const SAVE_DELAY_MS = 100

export interface PersistedQueries {
  version: number
  userId: string
  savedAt: number
  state: DehydratedState
}

/** Where the copy is kept: one value, read, written and deleted asynchronously. */
export interface QueryStorage {
  get(): Promise<PersistedQueries | undefined>
  set(value: PersistedQueries): Promise<void>
  del(): Promise<void>
}

let store: UseStore | undefined
/** The database is opened on first use (never in a browser without IndexedDB, nor in tests). */
const queriesStore = () => (store ??= createStore('recur-offline', 'queries'))

/** IndexedDB database `recur-offline`, store `queries`, key `queries`. */
export const indexedDbStorage: QueryStorage = {
  get: () => get<PersistedQueries>(KEY, queriesStore()),
  set: (value) => set(KEY, value, queriesStore()),
  del: () => del(KEY, queriesStore()),
}

/** The signed-in user's last saved reads, if there are any of theirs; drops a copy that is not. */
export async function readSavedQueries(
  userId: string,
  { now = Date.now(), storage = indexedDbStorage } = {},
): Promise<PersistedQueries | undefined> {
  try {
    const saved = await storage.get()
    if (!saved) return undefined
    if (
      saved.version !== PERSIST_VERSION ||
      saved.userId !== userId ||
      now - saved.savedAt > PERSISTED_MAX_AGE_MS
    ) {
      await storage.del()
      return undefined
    }
    return saved
  } catch {
    // No IndexedDB (a private window), or a copy that cannot be read: start without it.
    return undefined
  }
}

/**
 * Writes the successful queries of `client` a moment after any of them changes, and at once when
 * the page is hidden or left (a reload, a link to another page), while `currentUserId()` names a
 * signed-in user. Returns the stop.
 *
 * `carried`: a saved copy read at start but not put into the client (the app opened online, where
 * forms must start from the server's data). Its reads the client has not made again are written
 * along with the client's, for the same user only, so a screen seen in an earlier visit is still
 * there offline.
 */
export function persistQueries(
  client: QueryClient,
  currentUserId: () => string | undefined,
  {
    target = window,
    storage = indexedDbStorage,
    carried,
  }: { target?: Window; storage?: QueryStorage; carried?: PersistedQueries } = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    const userId = currentUserId()
    if (!userId) return
    const live = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    })
    const made = new Set(live.queries.map((query) => query.queryHash))
    const state: DehydratedState =
      carried?.userId === userId
        ? {
            ...live,
            queries: [
              ...live.queries,
              ...carried.state.queries.filter((query) => !made.has(query.queryHash)),
            ],
          }
        : live
    storage.set({ version: PERSIST_VERSION, userId, savedAt: Date.now(), state }).catch(() => {})
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    timer ??= setTimeout(save, SAVE_DELAY_MS)
  })
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') save()
  }
  target.addEventListener('pagehide', save)
  target.document.addEventListener('visibilitychange', onHidden)
  return () => {
    unsubscribe()
    clearTimeout(timer)
    target.removeEventListener('pagehide', save)
    target.document.removeEventListener('visibilitychange', onHidden)
  }
}

/** Deletes the saved reads (sign-out, 401): a shared phone never shows the last user's data. */
export function forgetQueries() {
  if (typeof indexedDB === 'undefined') return
  indexedDbStorage.del().catch(() => {})
}
