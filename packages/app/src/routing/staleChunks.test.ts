import { beforeEach, describe, expect, it } from 'vitest'
import {
  noteReload,
  shouldReloadFor,
  STALE_CHUNK_RELOAD_GAP_MS,
  watchForStaleChunks,
} from './staleChunks'

/** What Vite's preload helper does when a dynamic import fails. */
function failChunk(error: Error) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: error,
  })
  window.dispatchEvent(event)
  return event
}

const NOW = 1_800_000_000_000

describe('stale chunks', () => {
  watchForStaleChunks(window)
  beforeEach(() => sessionStorage.clear())

  it('reloads for a chunk that failed to download, and leaves the import to fail as before', () => {
    const error = new TypeError('Failed to fetch dynamically imported module')
    const event = failChunk(error)
    expect(event.defaultPrevented).toBe(false)
    expect(shouldReloadFor(error, sessionStorage, NOW)).toBe(true)
  })

  it('does not reload for any other error', () => {
    failChunk(new TypeError('Failed to fetch dynamically imported module'))
    expect(shouldReloadFor(new TypeError('x is undefined'), sessionStorage, NOW)).toBe(false)
    expect(shouldReloadFor('a string', sessionStorage, NOW)).toBe(false)
    expect(shouldReloadFor(null, sessionStorage, NOW)).toBe(false)
  })

  it('reloads at most once a minute, so a chunk really missing shows the broken page', () => {
    const error = new TypeError('Failed to fetch dynamically imported module')
    failChunk(error)
    noteReload(sessionStorage, NOW)
    expect(shouldReloadFor(error, sessionStorage, NOW + 1_000)).toBe(false)
    expect(shouldReloadFor(error, sessionStorage, NOW + STALE_CHUNK_RELOAD_GAP_MS)).toBe(true)
  })
})
