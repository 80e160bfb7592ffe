import { space } from '../../theme'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../VisuallyHidden'
import { ReadingTable } from './ReadingTable'
import { TableScroll } from './TableScroll'

export interface TableSkeletonProps {
  'aria-label': string
  /** What a screen reader is told while the rows load, e.g. 'Loading subscriptions'. */
  loadingText: string
  /** The table's column names, in order: its header, and one placeholder cell each. */
  columns: readonly string[]
  /** A column of amounts: its name aligned to the end, as the table's own header has it. */
  endColumn?: string
  rows: number
  /** The row-header column: its placeholder is the one named 'Loading'. */
  rowHeaderColumn: string
  /** A column of small controls, drawn narrow. */
  narrowColumn?: string
}

/**
 * A table's loading state in the table's look: its header over rows of placeholders. The
 * browser's own table (a `ReadingTable`): nothing in it to select or act on, so no grid code
 * has to arrive before it can show.
 */
export function TableSkeleton({
  'aria-label': ariaLabel,
  loadingText,
  columns,
  endColumn,
  rows,
  rowHeaderColumn,
  narrowColumn,
}: TableSkeletonProps) {
  const cell = (name: string) => (
    <Skeleton
      width={name === narrowColumn ? space[20] : '100%'}
      label={name === rowHeaderColumn ? 'Loading' : undefined}
    />
  )
  return (
    <div aria-busy="true" data-loading>
      <VisuallyHidden role="status">{loadingText}</VisuallyHidden>
      <TableScroll>
        <ReadingTable aria-label={ariaLabel}>
          <thead>
            <tr>
              {columns.map((name) => (
                <th key={name} scope="col" data-end={name === endColumn || undefined}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                {columns.map((name) =>
                  name === rowHeaderColumn ? (
                    <th key={name} scope="row">
                      {cell(name)}
                    </th>
                  ) : (
                    <td key={name}>{cell(name)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </ReadingTable>
      </TableScroll>
    </div>
  )
}
