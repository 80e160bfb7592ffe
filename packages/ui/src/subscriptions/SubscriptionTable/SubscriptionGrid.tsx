import type { Subscription } from '@recur/api/contract'
import { createContext, memo, use, useMemo, type CSSProperties, type ReactNode } from 'react'
import styled from 'styled-components'
import { formatAmount, formatDate, findCurrency } from '../../format'
import { EditIcon, RenewIcon, TrashIcon } from '../../primitives/Icon'
import { IconButton, IconControlFace, IconLink } from '../../primitives/IconButton'
import {
  Cell,
  Column,
  Row,
  TableBody,
  TableHeader,
  useRowWindow,
  WindowedTable,
  WindowedTableFrame,
} from '../../primitives/Table'
import { useSharedTooltip } from '../../primitives/Tooltip'
import { color, fontWeight, space } from '../../theme'
import { SubscriptionStatus } from '../SubscriptionStatus'
import {
  Nowrap,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_COLUMNS,
  subscriptionActionName,
} from './columns'
import type { SubscriptionTableProps } from './SubscriptionTable'

/**
 * The table lays its columns out from these (a grid template), not from the content: fixed
 * widths for the short columns, the rest shared by Name and Addition Note. Their sum, about
 * 1,190px, fits from `wideLayoutQuery.subscriptionTable` up; below it a phone's cards show.
 */
const COLUMN_TEMPLATE = [
  'minmax(180px, 1fr)', // Name
  '150px', // Amount
  '140px', // Category
  '130px', // Start Date
  '130px', // End Date
  'minmax(200px, 1fr)', // Addition Note
  '110px', // Status
  '150px', // Actions
].join(' ')

/**
 * Every row is this tall (rem): two lines of text and the cell's padding. A longer name, category
 * or note is cut at two lines, so where each row sits is known without measuring it.
 */
const ROW_HEIGHT = 4.125

/** Two lines at most, the rest cut with an ellipsis: every row is one height. */
const TwoLines = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow-wrap: anywhere;
`

const Name = styled(TwoLines)`
  font-weight: ${fontWeight.semibold};
`

const Amount = styled.span`
  display: block;
  font-variant-numeric: tabular-nums;
  text-align: end;
  white-space: nowrap;
`

const Note = styled(TwoLines)`
  color: ${color.textMuted};
`

const Actions = styled.div`
  display: flex;
  gap: ${space[0.5]};
`

const AmountColumn = styled(Column)`
  text-align: end;
`

/**
 * `useRowWindow`'s `settled`, for the actions cells alone. Handed to react-aria as one of the
 * body's `dependencies` it would make react-aria render every cell of every row again when the
 * rows beyond the edges come (it keeps a row's rendering only while its item and dependencies
 * stay the same): through a context, only the new rows render, and the actions in view.
 */
const SettledContext = createContext(false)

/** The table's props the grid draws from; `onDelete` is the same function from render to render. */
export type SubscriptionGridProps<T extends Subscription> = Pick<
  SubscriptionTableProps<T>,
  | 'rows'
  | 'currencies'
  | 'renewHref'
  | 'renewDisabledReason'
  | 'editHref'
  | 'onDelete'
  | 'aria-label'
  | 'stickyHeaderTop'
>

/**
 * The wide layout: the page scrolls, not the table, and only the rows in view are rendered
 * (`useRowWindow`), however many the page holds. Memoized: react-aria renders every cell of a
 * table again whenever the table renders, so a caller rendering for another reason (a query
 * settling elsewhere on its screen) must not reach it.
 */
const SubscriptionGrid = memo(function SubscriptionGrid<T extends Subscription>({
  rows,
  currencies,
  renewHref,
  renewDisabledReason,
  editHref,
  onDelete,
  'aria-label': ariaLabel,
  stickyHeaderTop,
}: SubscriptionGridProps<T>) {
  const { indices, settled, tableProps, rowProps } = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
  })
  // The rows themselves (not wrappers) go to react-aria, so a row that stays in view as the page
  // scrolls is the same item and is not rendered again. New rows (`indexOf`) render every row
  // again: a row's place is part of its rendering.
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row, index])), [rows])
  const shown = indices.map((index) => rows[index]!)
  // One tooltip for every row's actions: each action carries its tooltip's text as its key.
  const { containerProps, tooltip } = useSharedTooltip((text) => text)
  return (
    <WindowedTableFrame {...containerProps}>
      <SettledContext value={settled}>
        <WindowedTable
          aria-label={ariaLabel}
          {...tableProps}
          style={
            {
              ...tableProps.style,
              '--table-columns': COLUMN_TEMPLATE,
              ...(stickyHeaderTop && { '--table-sticky-top': stickyHeaderTop }),
            } as CSSProperties
          }
        >
          <Header />
          <TableBody
            items={shown}
            dependencies={[indexOf, currencies, renewHref, renewDisabledReason, editHref, onDelete]}
          >
            {(row) => (
              <Row id={row.uid} textValue={row.name} {...rowProps(indexOf.get(row)!)}>
                <Cell>
                  <Name>{row.name}</Name>
                </Cell>
                <Cell>
                  <Amount>
                    {formatAmount(row.amount, {
                      currency: findCurrency(row.currency_code, currencies),
                    })}
                  </Amount>
                </Cell>
                <Cell>
                  <TwoLines>{row.category.name}</TwoLines>
                </Cell>
                <Cell>
                  <Nowrap>{formatDate(row.start_date)}</Nowrap>
                </Cell>
                <Cell>
                  <Nowrap>{formatDate(row.end_date)}</Nowrap>
                </Cell>
                <Cell>{row.description ? <Note>{row.description}</Note> : null}</Cell>
                <Cell>
                  <SubscriptionStatus status={row.status} />
                </Cell>
                <Cell>
                  <RowActions
                    row={row}
                    renewHref={renewHref}
                    renewDisabledReason={renewDisabledReason}
                    editHref={editHref}
                    onDelete={onDelete}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </WindowedTable>
      </SettledContext>
      {tooltip}
    </WindowedTableFrame>
  )
}) as <T extends Subscription>(props: SubscriptionGridProps<T>) => ReactNode

/**
 * A row's three actions (spec §2), each named for the subscription it acts on; their look alone
 * until the table has settled.
 */
function RowActions<T extends Subscription>({
  row,
  renewHref,
  renewDisabledReason,
  editHref,
  onDelete,
}: { row: T } & Pick<
  SubscriptionGridProps<T>,
  'renewHref' | 'renewDisabledReason' | 'editHref' | 'onDelete'
>) {
  if (!use(SettledContext))
    return <RowActionFaces renewDisabled={Boolean(renewDisabledReason?.(row))} />
  return (
    <Actions>
      <IconLink
        label={SUBSCRIPTION_ACTIONS.renew}
        aria-label={subscriptionActionName('renew', row)}
        tone="primary"
        sharedTooltip
        href={renewHref(row)}
        disabledReason={renewDisabledReason?.(row)}
      >
        <RenewIcon />
      </IconLink>
      <IconLink
        label={SUBSCRIPTION_ACTIONS.edit}
        aria-label={subscriptionActionName('edit', row)}
        sharedTooltip
        href={editHref(row)}
      >
        <EditIcon />
      </IconLink>
      <IconButton
        label={SUBSCRIPTION_ACTIONS.delete}
        aria-label={subscriptionActionName('delete', row)}
        tone="danger"
        sharedTooltip
        onPress={() => onDelete(row)}
      >
        <TrashIcon />
      </IconButton>
    </Actions>
  )
}

/** The actions' look for the first paint (`useRowWindow`'s `settled`), a frame before them. */
function RowActionFaces({ renewDisabled }: { renewDisabled: boolean }) {
  return (
    <Actions>
      <IconControlFace tone="primary" isDisabled={renewDisabled}>
        <RenewIcon />
      </IconControlFace>
      <IconControlFace>
        <EditIcon />
      </IconControlFace>
      <IconControlFace tone="danger">
        <TrashIcon />
      </IconControlFace>
    </Actions>
  )
}

function Header() {
  return (
    <TableHeader>
      {SUBSCRIPTION_COLUMNS.map((name) =>
        name === 'Amount' ? (
          <AmountColumn key={name} id={name}>
            {name}
          </AmountColumn>
        ) : (
          <Column key={name} id={name} isRowHeader={name === 'Name'}>
            {name}
          </Column>
        ),
      )}
    </TableHeader>
  )
}

export default SubscriptionGrid
