import { useMemo, type ReactNode } from 'react'
import { space } from '../../theme'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../VisuallyHidden'
import { Cell, Row, Table, TableBody, TableScroll } from './Table'

export interface TableSkeletonProps {
  'aria-label': string
  /** What a screen reader is told while the rows load, e.g. 'Loading subscriptions'. */
  loadingText: string
  /** The table's own header, so the placeholder already has the real columns. */
  header: ReactNode
  /** The column names, in order: one placeholder cell each. */
  columns: readonly string[]
  rows: number
  /** The row-header column: its placeholder is the one named 'Loading'. */
  rowHeaderColumn: string
  /** A column of small controls, drawn narrow. */
  narrowColumn?: string
}

/** A table's loading state in the table's own layout: its header over rows of placeholders. */
export function TableSkeleton({
  'aria-label': ariaLabel,
  loadingText,
  header,
  columns,
  rows,
  rowHeaderColumn,
  narrowColumn,
}: TableSkeletonProps) {
  const items = useMemo(
    () => Array.from({ length: rows }, (_, i) => ({ id: `skeleton-${i}` })),
    [rows],
  )
  return (
    <div aria-busy="true" data-loading>
      <VisuallyHidden role="status">{loadingText}</VisuallyHidden>
      <TableScroll>
        <Table aria-label={ariaLabel}>
          {header}
          <TableBody items={items}>
            {(row) => (
              <Row id={row.id} textValue="Loading">
                {columns.map((name) => (
                  <Cell key={name}>
                    <Skeleton
                      width={name === narrowColumn ? space[20] : '100%'}
                      label={name === rowHeaderColumn ? 'Loading' : undefined}
                    />
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </TableScroll>
    </div>
  )
}
