import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
} from 'react-aria-components'
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

export const Table = styled(AriaTable)`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  color: ${color.text};
` as typeof AriaTable

export const TableHeader = styled(AriaTableHeader)`
  background: ${color.surfaceMuted};
` as typeof AriaTableHeader

export const Column = styled(AriaColumn)`
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
` as typeof AriaColumn

export const TableBody = styled(AriaTableBody)`` as typeof AriaTableBody

export const Row = styled(AriaRow)`
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
` as typeof AriaRow

export const Cell = styled(AriaCell)`
  padding: ${space[3]} ${space[4]};
  vertical-align: middle;
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -${size.focusRing};
  }
` as typeof AriaCell
