import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the media query matches now, following it live (a rotated phone, a resized window).
 * Read during render, so the first paint already has the right layout. Where there is no
 * window (a server render), `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => fallback,
  )
}
