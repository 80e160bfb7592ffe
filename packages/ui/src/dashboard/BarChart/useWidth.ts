import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width of an element, kept up to date with a ResizeObserver: `[ref, width, measured]`.
 * Until it has been measured `width` is `fallback` and `measured` false; where there is no
 * ResizeObserver (a server render) it stays `fallback`, and counts as measured.
 *
 * Measured only in the observer's callback, which the browser runs after its own layout of a
 * frame: asking for the width in the commit (a layout effect) made the browser lay out the whole
 * page the commit had just built there and then, inside React's task (26 of a 47 ms task on the
 * dashboard). The measured width is rendered as an ordinary update, in a task of its own after
 * that frame; rendered synchronously in the callback instead, it also ran the commit's pending
 * effects there, and the frame's one task was 70 ms. So a frame may come before the width: the
 * caller keeps the box and draws nothing in it until `measured`.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState<number>()
  const [unobservable] = useState(() => typeof ResizeObserver === 'undefined')
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || unobservable) return
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.borderBoxSize[0]?.inlineSize ?? 0)
      if (next > 0) setWidth(next)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [unobservable])
  return [ref, width ?? fallback, width !== undefined || unobservable] as const
}
