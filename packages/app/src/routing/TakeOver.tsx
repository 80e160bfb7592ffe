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
}: {
  root: HTMLElement
  handOver: ReturnType<typeof followHandOver> | undefined
}) {
  useLayoutEffect(() => {
    if (handOver) applyHandOver(root, handOver.stop())
    document.documentElement.dataset.rendered = ''
  }, [root, handOver])
  return null
}
