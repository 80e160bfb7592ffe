import { PendingOverlay, VisuallyHidden } from '@recur/ui'
import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react'

/**
 * A part of a screen that its first paint does not need: a dialog behind a button, a form at the
 * page's foot, a view behind a toggle. It is a chunk of its own (`load` imports it), so the
 * screen's chunk, and the JavaScript a visit to the route downloads and runs before it paints, do
 * not hold it (scripts/bundle-budgets.json). The worker precaches every chunk like any other, so a
 * part opens offline too.
 */
export interface Deferred<P extends object> {
  /**
   * The part. Rendered once its chunk is in, it is the loaded component itself; before, React's
   * `lazy` of it, which suspends until the chunk arrives (a `<Suspense>` around it shows its
   * fallback meanwhile). Which of the two is chosen once per mount, so the part keeps its state.
   */
  Component: ComponentType<P>
  /** Asks for the chunk (once; again after a failure); resolves when it is in. */
  preload: () => Promise<unknown>
  /** Whether the chunk is in. */
  isLoaded: () => boolean
}

const everyPart = new Set<() => Promise<unknown>>()

/** Counts `preload` among the parts `loadDeferredParts` loads (deferred() does it itself). */
export function registerPart(preload: () => Promise<unknown>) {
  everyPart.add(preload)
}

/** A screen's part loaded apart from it: `deferred(() => import('./X').then((m) => m.X))`. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
        return { default: component }
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // React's lazy types its props through a ref-aware conditional that a generic P does not
  // narrow; the component it returns takes P.
  const Lazy = lazy(preload) as unknown as ComponentType<P>
  function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  registerPart(preload)
  return { Component: Part, preload, isLoaded: () => loaded !== undefined }
}

/**
 * Loads every part declared so far (those of the screens whose modules are loaded): the screen
 * stories render their screens with the parts in, as they render them with the routes' chunks in
 * (stories/support/Screen.tsx).
 */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...everyPart].map((preload) => preload()))
}

/**
 * Starts loading `part` once the browser is idle after the screen has painted, so a press on its
 * button finds it in (or at once, `immediately`, when the screen waits for it). True once it is
 * in, or once its download failed (offline before the worker cached it): rendering the part then
 * asks again, and a second failure reaches the route's error page, as a route's chunk would.
 */
export function useIdlePreload(
  part: Pick<Deferred<object>, 'preload' | 'isLoaded'>,
  { immediately = false }: { immediately?: boolean } = {},
): boolean {
  const [settled, setSettled] = useState(part.isLoaded)
  useEffect(() => {
    if (settled) return
    let current = true
    const start = () => {
      // A transition: React renders the part in slices of a few milliseconds, so a form full of
      // date pickers never holds the page in one long task.
      const settle = () => {
        if (current) startTransition(() => setSettled(true))
      }
      void part.preload().then(settle, settle)
    }
    if (immediately) {
      start()
      return () => {
        current = false
      }
    }
    const cancel = afterPaintWhenIdle(start)
    return () => {
      current = false
      cancel()
    }
  }, [part, settled, immediately])
  return settled
}

/**
 * Runs `run` once the next frame has painted and the browser is then idle; returns a cancel.
 * An idle callback asked for at once can run before the first paint (nothing else is queued
 * while the screen's data is on its way), and its downloads then compete with that paint (on a
 * slow phone, and in Lighthouse's estimate of it). A setTimeout stands in where there is no idle
 * callback (Safari).
 */
function afterPaintWhenIdle(run: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    // The frame requestAnimationFrame runs in paints right after it.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run)
    else timer = setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** A dialog's stand-in while its chunk is on the way: the page dimmed, a spinner. */
export function DialogPending() {
  return <PendingOverlay label="Loading" />
}

/**
 * A part's stand-in in the page while its chunk is on the way: no box (nothing then shifts when
 * the part arrives), a progress bar for assistive technology, as the routes' fallback has.
 */
export function PartPending() {
  return <VisuallyHidden role="progressbar" aria-label="Loading" />
}
