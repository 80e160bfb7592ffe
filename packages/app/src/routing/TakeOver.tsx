import { useLayoutEffect } from 'react'
import { applyHandOver, type followHandOver } from './handOver'

/**
 * Put beside the app's first render over `root`: in the commit that first puts the app on screen,
 * it carries over what the visitor did on the prerendered page (`handOver`, when `root` held one)
 * and retires that page's dark rule, in the frame the app's own theme takes over. Both entries
 * (main.tsx, signedOut/main.tsx) render with it.
 */
export function TakeOver({
  root,
  handOver,
  onCommit,
}: {
  root: HTMLElement
  handOver: ReturnType<typeof followHandOver> | undefined
  /** Called in that commit, after the rest. */
  onCommit?: () => void
}) {
  useLayoutEffect(() => {
    // First: until the document is marked, the prerendered page's rules still apply, and one hides
    // #root while its marker is missing (scripts/prerender.mjs); a hidden field takes no focus.
    document.documentElement.dataset.rendered = ''
    if (handOver) applyHandOver(root, handOver.stop())
    onCommit?.()
  }, [root, handOver, onCommit])
  return null
}
