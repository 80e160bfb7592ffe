import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  letterSpacing,
  radius,
  size,
  space,
  zIndex,
} from '../../theme'

/**
 * react-aria's Table parts, styled: a grid you move through with the arrow keys (Tab leaves
 * it), with links and buttons inside cells reachable. Wrap it in `TableScroll` so a wide table
 * scrolls sideways instead of breaking the page.
 */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`

/**
 * Renders only the rows in view: a long page (200 rows) costs what the visible rows cost. The
 * table is as tall as all its rows and the rows in view are those in the window's (or a
 * scrolling ancestor's) view, so the page scrolls, not the table. Rows may differ in height;
 * `estimatedRowHeight` only places the rows not yet measured. Give each Column a `width` or
 * `minWidth`: a virtualized table lays its columns out itself rather than from the content.
 */
export function TableVirtualizer({
  estimatedRowHeight,
  headingHeight,
  children,
}: {
  estimatedRowHeight: number
  headingHeight: number
  children: ReactNode
}) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ estimatedRowHeight, headingHeight }}>
      {children}
    </Virtualizer>
  )
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
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  color: ${color.text};

  & ${columns} {
    padding: ${space[3]} ${space[4]};
    border-bottom: ${size.border} solid ${color.border};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
    letter-spacing: ${letterSpacing.wide};
    text-align: start;
    text-transform: uppercase;
    white-space: nowrap;
    color: ${color.textMuted};
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
    /* Virtualized (a div): each row sits alone in the box the layout gives it. */
    &:is(div) {
      height: 100%;
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
  /* Virtualized (a div): it fills its sticky box and sits on top of the rows scrolling under it. */
  &:is(div) {
    height: 100%;
    z-index: ${zIndex.raised};
  }
` as typeof AriaTableHeader

/** react-aria's Column, styled by the Table. */
export const Column = AriaColumn

export const TableBody = AriaTableBody

/** react-aria's Row, styled by the Table. */
export const Row = AriaRow

/** react-aria's Cell, styled by the Table. */
export const Cell = AriaCell
