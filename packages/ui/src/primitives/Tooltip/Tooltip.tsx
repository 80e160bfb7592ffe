import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import {
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  TooltipTriggerStateContext,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps as AriaTooltipTriggerProps,
  type TooltipTriggerState,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, fontSize, lineHeight, radius, shadow, space, zIndex } from '../../theme'

/** Spec §2 (calendar view): tooltips open after 100 ms and close 200 ms after the pointer leaves. */
export const TOOLTIP_DELAY = 100
export const TOOLTIP_CLOSE_DELAY = 200

export type TooltipTriggerProps = AriaTooltipTriggerProps

/**
 * react-aria's TooltipTrigger with the product's delays. Its one child is the trigger (a
 * Button, a Link, or anything wrapped in `Focusable`) followed by a `Tooltip`. A tooltip opens
 * on hover and on keyboard focus, and Escape closes it.
 */
export function TooltipTrigger({
  delay = TOOLTIP_DELAY,
  closeDelay = TOOLTIP_CLOSE_DELAY,
  ...props
}: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />
}

const StyledTooltip = styled(AriaTooltip)`
  max-width: calc(${space[20]} * 4);
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  background: ${color.text};
  color: ${color.textInverse};
  box-shadow: ${shadow.md};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
  overflow-wrap: anywhere;
  z-index: ${zIndex.popover};
`

export type TooltipProps = AriaTooltipProps

/** The bubble itself: dark on light, light on dark, above the page's overlays. */
export function Tooltip({ offset = 8, ...props }: TooltipProps) {
  return <StyledTooltip offset={offset} {...props} />
}

/**
 * How the user last interacted, as react-aria tracks it: focus that follows a key shows a focus
 * ring and a tooltip, focus that follows a pointer press does not.
 */
let lastModality: 'keyboard' | 'pointer' = 'keyboard'
const trackedDocuments = new WeakSet<Document>()
function trackModality(doc: Document) {
  if (trackedDocuments.has(doc)) return
  trackedDocuments.add(doc)
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.altKey && !event.ctrlKey) lastModality = 'keyboard'
    },
    true,
  )
  doc.addEventListener('pointerdown', () => void (lastModality = 'pointer'), true)
}

/** Where a shared tooltip is anchored: the trigger element and the key naming its content. */
interface SharedTooltipAnchor {
  element: HTMLElement
  key: string
}

/** What makes an element a trigger of `useSharedTooltip`: its key, in `data-tooltip-key`. */
export const sharedTooltipTrigger = (key: string) => ({ 'data-tooltip-key': key })

/**
 * One tooltip for many triggers (a calendar month's hundred items, a table's row actions),
 * instead of a `TooltipTrigger` per trigger: the triggers are elements carrying a key
 * (`sharedTooltipTrigger`; icon controls take `sharedTooltip`), and `containerProps` go on an
 * element around them, catching their hover, focus and key events as they bubble. It behaves as `TooltipTrigger` does: opens after
 * `TOOLTIP_DELAY` when a mouse rests on a trigger and at once on keyboard focus, closes
 * `TOOLTIP_CLOSE_DELAY` after the pointer leaves (staying open while the pointer is over the
 * bubble), at once on blur, a press or Escape; while open, the trigger is described by it
 * (`aria-describedby`). `render(key)` gives the content for the trigger under the pointer or
 * focus. Triggers get react-aria's state attributes to style: `data-hovered` while a mouse is
 * over them, `data-focus-visible` while focused from the keyboard.
 */
export function useSharedTooltip(render: (key: string) => ReactNode) {
  const id = useId()
  const [anchor, setAnchor] = useState<SharedTooltipAnchor | null>(null)
  const [isOpen, setOpen] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const openRef = useRef(false)
  openRef.current = isOpen

  const state = useMemo<TooltipTriggerState>(() => {
    const clear = () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
    return {
      isOpen,
      shouldSkipAnimation: false,
      open: (immediate) => {
        clear()
        if (immediate || openRef.current) setOpen(true)
        else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY)
      },
      close: (immediate) => {
        clear()
        if (immediate) setOpen(false)
        else timer.current = setTimeout(() => setOpen(false), TOOLTIP_CLOSE_DELAY)
      },
    }
  }, [isOpen])

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])
  useEffect(() => trackModality(document), [])

  // While open, the trigger is also described by the bubble, as TooltipTrigger does it; its own
  // description (a disabled action's reason) stays.
  useEffect(() => {
    const element = anchor?.element
    if (!isOpen || !element) return
    const own = element.getAttribute('aria-describedby')
    element.setAttribute('aria-describedby', own ? `${own} ${id}` : id)
    return () => {
      if (own) element.setAttribute('aria-describedby', own)
      else element.removeAttribute('aria-describedby')
    }
  }, [isOpen, anchor, id])

  const triggerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-tooltip-key]') : null
  const anchorTo = (element: HTMLElement) => {
    triggerRef.current = element
    setAnchor((current) =>
      current?.element === element ? current : { element, key: element.dataset.tooltipKey! },
    )
  }

  const containerProps = {
    onPointerOver: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') return
      const trigger = triggerOf(event.target)
      if (!trigger) return
      trigger.dataset.hovered = ''
      if (trigger !== triggerRef.current || !openRef.current) {
        anchorTo(trigger)
        state.open(false)
      }
    },
    onPointerOut: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') return
      const trigger = triggerOf(event.target)
      if (!trigger || trigger.contains(event.relatedTarget as Node | null)) return
      delete trigger.dataset.hovered
      state.close(false)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const trigger = triggerOf(event.target)
      // Keyboard focus only, as react-aria's tooltips: a click's focus shows nothing.
      if (!trigger || lastModality !== 'keyboard') return
      trigger.dataset.focusVisible = ''
      anchorTo(trigger)
      state.open(true)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const trigger = triggerOf(event.target)
      if (!trigger) return
      delete trigger.dataset.focusVisible
      state.close(true)
    },
    // Caught on its way down: a react-aria button or link stops a press's pointerdown.
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      if (triggerOf(event.target)) state.close(true)
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && openRef.current && triggerOf(event.target)) {
        event.stopPropagation()
        state.close(true)
      }
    },
  }

  const tooltip = (
    <TooltipTriggerStateContext.Provider value={state}>
      {/* The id is a DOM prop react-aria passes on, though TooltipProps does not name it. */}
      <Tooltip triggerRef={triggerRef} {...({ id } as TooltipProps)}>
        {anchor ? render(anchor.key) : null}
      </Tooltip>
    </TooltipTriggerStateContext.Provider>
  )
  return { containerProps, tooltip }
}
