import { VisuallyHidden } from '@recur/ui'

/**
 * What the first paint shows while the matched routes' chunks download (each frame and each
 * screen is its own chunk, see routes.tsx): the themed, empty page the visitor saw before the
 * script ran, and an indeterminate progress bar for assistive technology. It holds no box that the
 * page then replaces or pushes, so nothing shifts when the page arrives. Later navigations keep
 * the current page on screen until the next one is ready, so this shows once per visit, for about
 * one round trip. A progress bar, not a status: a screen's own status messages stay the only ones.
 */
export function RouteFallback() {
  return <VisuallyHidden role="progressbar" aria-label="Loading" data-route-fallback />
}
