import styled from 'styled-components'
import { color, columnHeader, dataTable, focusRing, size, space } from '../../theme'
import { TableScroll } from './TableScroll'

/**
 * A plain HTML table: rows to read, nothing to select or act on, so the browser's own table (read
 * cell by cell by screen readers' table commands) is the whole widget, with no script behind it.
 * It wears the look of the design system's Table. Its columns are `<th scope="col">` (`data-end`
 * for one of amounts), a row's name `<th scope="row">`. Wrap it in a `ReadingTableScroll`.
 */
export const ReadingTable = styled.table`
  ${dataTable}

  & thead {
    background: ${color.surfaceMuted};
  }
  & th[scope='col'] {
    ${columnHeader}
  }
  & th[scope='col'][data-end] {
    text-align: end;
  }
  & tbody th,
  & td {
    padding: ${space[3]} ${space[4]};
    font-weight: inherit;
    text-align: start;
    vertical-align: middle;
  }
  & tbody tr:not(:last-child) > * {
    border-bottom: ${size.border} solid ${color.border};
  }
  & tbody tr:hover {
    background: ${color.surfaceMuted};
  }
`

/**
 * A ReadingTable's frame: scrolls sideways rather than break the page when the columns do not
 * fit, and is a tab stop (give it `tabIndex={0}`, `role="group"` and a name), so the keyboard can
 * scroll it too: the table itself holds nothing to focus.
 */
export const ReadingTableScroll = styled(TableScroll)`
  &:focus-visible {
    ${focusRing}
  }
`
