import { useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * The width of an element, kept up to date with a ResizeObserver. Until it has been measured
 * (and where there is no ResizeObserver) it is `fallback`.
 *
 * Measured only in the observer's callback, which the browser runs after its own layout of the
 * frame and before painting it: asking for the width in the commit (a layout effect) made the
 * browser lay out the whole page the commit had just built there and then, inside React's task
 * (26 of a 47 ms task on the dashboard). The new width is rendered synchronously in the callback,
 * so the frame is laid out again and painted at the right width; the fallback is never seen.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.borderBoxSize[0]?.inlineSize ?? 0)
      if (next > 0) flushSync(() => setWidth(next))
    })
    observer.observe(element, { box: 'border-box' })
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
