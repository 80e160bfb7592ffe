import { useSyncExternalStore } from 'react'

/**
 * The seam between the preview and the visual regression hook (tests/visual/screenshotStory.ts):
 * the hook repaints a story that has already run in another theme, without running it again.
 */

export type ThemeName = 'light' | 'dark'

let forcedTheme: ThemeName | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Overrides the theme the toolbar (or the default) chose; `null` hands it back. */
export function forceTheme(name: ThemeName | null) {
  forcedTheme = name
  for (const listener of listeners) listener()
}

/** The forced theme, if any. Only the theme provider reads it, so only the theme re-renders. */
export function useForcedTheme() {
  return useSyncExternalStore(
    subscribe,
    () => forcedTheme,
    () => null,
  )
}

/** The element the current story renders into (its canvas), set by the preview's beforeEach. */
export const storyCanvas: { current: HTMLElement | null } = { current: null }
