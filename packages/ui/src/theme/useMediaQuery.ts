import { useCallback, useSyncExternalStore } from 'react'

function useMatches<T>(query: string, serverValue: T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore<boolean | T>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

/**
 * Whether the media query matches now, following it live (a rotated phone, a resized window).
 * Read during render, so the first paint already has the right layout. Where there is no
 * window (a server render), `fallback`.
 */
export const useMediaQuery = (query: string, fallback = false): boolean =>
  useMatches(query, fallback)

/**
 * As `useMediaQuery`, but undefined where there is no window (the build's prerender of a loading
 * view, sent to phones and desktops alike): there the caller lets CSS choose (`MediaSwitch`).
 */
export const useMediaQueryIfKnown = (query: string): boolean | undefined =>
  useMatches(query, undefined)
