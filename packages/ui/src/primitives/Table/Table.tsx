import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
} from 'react-aria-components'
import {
  startTransition,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react'
import styled from 'styled-components'
import { color, columnHeader, dataTable, focusRing, size, space, zIndex } from '../../theme'
import { TableScroll } from './TableScroll'

/*
 * react-aria's Table parts, styled: a grid you move through with the arrow keys (Tab leaves
 * it), with links and buttons inside cells reachable. Wrap it in `TableScroll` so a wide table
 * scrolls sideways instead of breaking the page. A table with nothing to act on in its rows is a
 * `ReadingTable`, the browser's own.
 */
export { TableScroll }

/**
 * The rows that can be in view of a table as it first renders, before it is measured: on a page
 * not scrolled, the table starts at the top of the window or below it, so those in view are among
 * the first that fit in the window's height. They render in the render that mounts the table, a
 * transition's where the app defers its data (React does it in slices, the page answering
 * between); the rows in view rendered in the layout effect after the mount are a render React
 * never splits (the demo account's 14 rows: 70 ms on a desktop CPU).
 */
function rowsAtMount(count: number, rowHeight: number): readonly [number, number] | null {
  if (typeof window === 'undefined' || window.scrollY !== 0) return null
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  return [0, Math.min(count, Math.ceil(innerHeight / (rowHeight * rem)))]
}

/** The ancestors that clip what is in view of `element` vertically (a scrolling page, say). */
function clippingAncestors(element: HTMLElement): HTMLElement[] {
  const clipping: HTMLElement[] = []
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflowY !== 'visible') clipping.push(node)
  }
  return clipping
}

export interface RowWindowOptions {
  /** How many rows the table holds. */
  count: number
  /** Every row's height, in rem (it follows the reader's font size, as the text does). */
  rowHeight: number
  /**
   * Rows rendered beyond each edge of the view, so the arrow keys always find a next row. They
   * come a moment after the rows in view (a transition), so the first paint waits for no row
   * that is out of sight.
   */
  overscan?: number
}

export interface RowWindow {
  /** The indices of the rows to hand react-aria, in order: those in view, and the focused one. */
  indices: readonly number[]
  /**
   * False for the first paint, which has only the rows in view; true once the rows beyond the
   * edges have come, a frame later, in a transition. What in a row can wait that long (controls
   * drawn inert, see `IconControlFace`) waits for it; read it through a context, not the body's
   * `dependencies`, or every cell of every row renders again when it turns.
   */
  settled: boolean
  /** For the `WindowedTable`. */
  tableProps: {
    ref: RefObject<HTMLTableElement | null>
    'data-windowed': true
    style: CSSProperties
  }
  /** For each row's `Row`: its place, and its index among all rows for assistive tech. */
  rowProps: (index: number) => {
    ref: (row: HTMLElement | null) => void
    'data-row-index': number
    'data-last'?: true
    style: CSSProperties
  }
}

/**
 * Windowing for a long table whose page scrolls (the window, or a scrolling ancestor): only the
 * rows in view, a few beyond each edge and the row holding focus are handed to react-aria, so
 * 200 rows cost what the 15 in view cost (react-aria builds its collection of every row it is
 * given, visible or not). Every row has the same height, so where each row sits is arithmetic,
 * never measured. The grid keeps telling assistive tech the whole count (`aria-rowcount`) and
 * each row its place in it (`aria-rowindex`). The focused row stays rendered while scrolled
 * away, so react-aria never moves focus (and the page) to another row.
 *
 * The first render has the rows that can be in view of a page not scrolled (`rowsAtMount`); where
 * the table sits in the view is measured as it mounts (a layout effect, before the browser
 * paints), and when the rows in view are among those, nothing renders again before the paint.
 * Otherwise exactly the rows in view render, in the same task. A frame later, in a transition,
 * the rows are those in view and a few beyond each edge.
 */
export function useRowWindow({ count, rowHeight, overscan = 3 }: RowWindowOptions): RowWindow {
  const ref = useRef<HTMLTableElement | null>(null)
  // The rows in view, [first, last): estimated until the table has been measured.
  const [inView, setInView] = useState(() => rowsAtMount(count, rowHeight))
  // The overscan, once the rows in view have rendered.
  const [margin, setMargin] = useState(0)
  const [settled, setSettled] = useState(false)
  const [focused, setFocused] = useState<number | null>(null)

  useLayoutEffect(() => {
    const table = ref.current
    if (!table) return
    table.setAttribute('aria-rowcount', String(count + 1))
    const clipping = clippingAncestors(table)
    // As the table mounts, rows rendered beyond those in view stay until the next frame's render.
    let mounting = true
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
      const height = rowHeight * rem
      // Where the first row is (or would be: react-aria adds the body a render after the table;
      // the header is no guide once it sticks).
      const body = table.tBodies[0] ?? table.tHead ?? table
      const top =
        body === table.tBodies[0]
          ? body.getBoundingClientRect().top
          : body.getBoundingClientRect().bottom
      // What of the page is in view: the window, cut by any box that scrolls or clips.
      const view = { top: 0, bottom: innerHeight }
      for (const box of clipping) {
        const { top: boxTop, bottom: boxBottom } = box.getBoundingClientRect()
        view.top = Math.max(view.top, boxTop)
        view.bottom = Math.min(view.bottom, boxBottom)
      }
      const first = Math.min(
        Math.max(0, Math.floor((view.top - top) / height)),
        Math.max(0, count - 1),
      )
      const last = Math.min(count, Math.max(first + 1, Math.ceil((view.bottom - top) / height)))
      const atMount = mounting
      mounting = false
      setInView((current) =>
        (current?.[0] === first && current[1] === last) ||
        (atMount && current && current[0] <= first && last <= current[1])
          ? current
          : [first, last],
      )
      table.style.setProperty('--table-header-height', `${table.tHead?.offsetHeight ?? 0}px`)
    }
    measure()
    // Next frame: measured again, in case what is above the table moved, and the rows beyond the
    // edges added, in one render (react-aria's table renders each of its rows again whenever its
    // collection changes) at a transition's priority, after the rows in view have painted.
    const frame = requestAnimationFrame(() =>
      startTransition(() => {
        measure()
        setMargin(overscan)
        setSettled(true)
      }),
    )
    // Whatever scrolls (the window or a box around the table): scroll events do not bubble, but
    // the document sees each one first.
    document.addEventListener('scroll', measure, { capture: true, passive: true })
    window.addEventListener('resize', measure)
    const onFocus = (event: FocusEvent) => {
      const row = (event.target as Element).closest<HTMLElement>('[data-row-index]')
      if (row) setFocused(Number(row.dataset.rowIndex))
    }
    table.addEventListener('focusin', onFocus)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('scroll', measure, { capture: true })
      window.removeEventListener('resize', measure)
      table.removeEventListener('focusin', onFocus)
    }
  }, [count, rowHeight, overscan])

  const indices = useMemo(() => {
    if (!inView) return focused !== null && focused < count ? [focused] : []
    const first = Math.max(0, Math.min(inView[0], count) - margin)
    const last = Math.min(count, inView[1] + margin)
    const shown = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i)
    if (focused === null || focused >= count || (focused >= first && focused < last)) return shown
    return focused < first ? [focused, ...shown] : [...shown, focused]
  }, [inView, margin, focused, count])

  return {
    indices,
    settled,
    tableProps: {
      ref,
      'data-windowed': true,
      style: { '--table-rows': count, '--row-height': `${rowHeight}rem` } as CSSProperties,
    },
    rowProps: (index) => ({
      // react-aria writes aria-rowindex only on its own virtualized rows: written here instead.
      ref: (row) => row?.setAttribute('aria-rowindex', String(index + 2)),
      'data-row-index': index,
      ...(index === count - 1 && { 'data-last': true as const }),
      style: { top: `calc(${index} * var(--row-height))` },
    }),
  }
}

/*
 * The rows, cells and column headers are react-aria's own components, styled from the table
 * rather than each wrapped in a styled component: react-aria renders every row and cell of a
 * long list into its hidden collection, so a wrapper per row and cell (1,800 in a 200-row
 * table of 8 columns) was styled-components work for rows never shown. `:where()` keeps these
 * rules at one class's weight, as a wrapper's were, so `styled(Column)` still overrides them.
 */
const rows = ":where([role='row'][data-level])"
const cells = ':where([data-column-index])'
const columns = ":where([role='columnheader'])"

export const Table = styled(AriaTable)`
  ${dataTable}

  & ${columns} {
    ${columnHeader}
    outline: none;

    &[data-focus-visible] {
      ${focusRing}
      outline-offset: -${size.focusRing};
    }
  }

  & ${rows} {
    outline: none;

    &:not(:last-child) > td {
      border-bottom: ${size.border} solid ${color.border};
    }
    &[data-hovered] {
      background: ${color.surfaceMuted};
    }
    &[data-focus-visible] {
      ${focusRing}
      outline-offset: -${size.focusRing};
    }
  }

  & ${cells} {
    padding: ${space[3]} ${space[4]};
    vertical-align: middle;
    outline: none;

    &[data-focus-visible] {
      ${focusRing}
      outline-offset: -${size.focusRing};
    }
  }
` as typeof AriaTable

export const TableHeader = styled(AriaTableHeader)`
  background: ${color.surfaceMuted};
` as typeof AriaTableHeader

/**
 * The Table for `useRowWindow`: a grid of fixed-height rows, each placed at its index, in a body
 * as tall as all of them, so the page scrolls as if every row were there. The columns come from
 * `--table-columns` (a grid template); the header sticks under `--table-sticky-top` (0 by
 * default) as the page scrolls. Its frame must not scroll sideways (`WindowedTableFrame`): a
 * sticky header sticks to the nearest box that scrolls.
 */
export const WindowedTable = styled(Table)`
  &[data-windowed] {
    display: block;

    & > thead {
      display: block;
      position: sticky;
      top: var(--table-sticky-top, 0px);
      z-index: ${zIndex.raised};
    }
    & > thead > tr,
    & > tbody > tr {
      display: grid;
      grid-template-columns: var(--table-columns);
    }
    & > tbody {
      display: block;
      position: relative;
      height: calc(var(--table-rows) * var(--row-height));
    }
    & > tbody > tr {
      position: absolute;
      inset-inline: 0;
      height: var(--row-height);
      overflow: hidden;
      /* Brought into view by the keyboard, a row stops below the sticky header. */
      scroll-margin-top: calc(var(--table-sticky-top, 0px) + var(--table-header-height, 0px));

      &:not([data-last]) {
        border-bottom: ${size.border} solid ${color.border};
      }
      & > td {
        border-bottom: none;
      }
    }
  }
` as typeof AriaTable

/** The bordered frame of a `WindowedTable`: clipped, not scrolled, so its header can stick. */
export const WindowedTableFrame = styled(TableScroll)`
  overflow-x: clip;
  /* The rows come and go as the page scrolls: the browser must not scroll to keep one still. */
  overflow-anchor: none;
`

/** react-aria's Column, styled by the Table. */
export const Column = AriaColumn

export const TableBody = AriaTableBody

/** react-aria's Row, styled by the Table. */
export const Row = AriaRow

/** react-aria's Cell, styled by the Table. */
export const Cell = AriaCell
