import type { Currency, Subscription, ViewStatus } from '@recur/api/contract'
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react'
import styled from 'styled-components'
import { EmptyState } from '../../feedback/EmptyState'
import { ErrorView } from '../../feedback/ErrorView'
import { formatAmount, formatDate, findCurrency } from '../../format'
import { EditIcon, RenewIcon, TrashIcon } from '../../primitives/Icon'
import { ButtonLink, Button } from '../../primitives/Button'
import { IconButton, IconLink } from '../../primitives/IconButton'
import {
  RecordCard,
  RecordField,
  RecordList,
  RecordListSkeleton,
} from '../../primitives/RecordList'
import {
  Cell,
  Column,
  Row,
  TableBody,
  TableHeader,
  TableSkeleton,
  useRowWindow,
  WindowedTable,
  WindowedTableFrame,
} from '../../primitives/Table'
import { color, fontWeight, space, useMediaQuery, wideLayoutQuery } from '../../theme'
import { SubscriptionStatus } from '../SubscriptionStatus'

/** Spec §2: a skeleton of 13 rows shows while the list loads. */
export const SUBSCRIPTION_SKELETON_ROWS = 13

/** Spec §2, word for word (including 'Addition Note'). */
export const SUBSCRIPTION_COLUMNS = [
  'Name',
  'Amount',
  'Category',
  'Start Date',
  'End Date',
  'Addition Note',
  'Status',
  'Actions',
] as const

type ColumnName = (typeof SUBSCRIPTION_COLUMNS)[number]

/** Spec §2: each row action's tooltip, word for word. */
export const SUBSCRIPTION_ACTIONS = {
  renew: 'Renew Subscription',
  edit: 'Edit Subscription',
  delete: 'Delete Subscription',
} as const

/**
 * A row action's accessible name: the spec's words and the subscription they act on
 * ('Delete Subscription Netflix Premium'), so no action is a blind press.
 */
export const subscriptionActionName = (
  action: keyof typeof SUBSCRIPTION_ACTIONS,
  row: { name: string },
) => `${SUBSCRIPTION_ACTIONS[action]} ${row.name}`

/** How the rows are laid out: a table, or a card per row (a phone). */
export type SubscriptionTableLayout = 'table' | 'cards'

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

const Nowrap = styled.span`
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

export interface SubscriptionTableProps<T extends Subscription> {
  status: ViewStatus
  /** The page of rows to show, in order. */
  rows: readonly T[]
  /** For the currency signs of the Amount column (GET /currencies). */
  currencies: readonly Currency[]
  /** Where Renew goes: /renew-subscription/{uid}, or /pay for the product's own row. */
  renewHref: (row: T) => string
  /** Why a row cannot be renewed now (e.g. the plan's limit): its Renew is disabled and says so. */
  renewDisabledReason?: (row: T) => string | undefined
  /** Where Edit goes: /edit-subscription/{uid}. */
  editHref: (row: T) => string
  /** Delete was asked for (the caller confirms with DeleteSubscriptionDialog). */
  onDelete: (row: T) => void
  /** Offered on the error view. */
  onRetry?: () => void
  /** The empty view: its title, text and a call to action (e.g. an 'Add New' ButtonLink). */
  emptyTitle?: ReactNode
  emptyMessage?: ReactNode
  emptyAction?: ReactNode
  'aria-label'?: string
  /**
   * How far below the top of the window the table's header sticks as the page scrolls: under
   * the app's top bar (`size.topBarHeight`). By default the very top.
   */
  stickyHeaderTop?: string
  /**
   * 'table' (every column side by side) or 'cards' (a card per row, every column labelled).
   * By default the table where its columns fit the screen (`wideLayoutQuery.subscriptionTable`),
   * the cards below.
   */
  layout?: SubscriptionTableLayout
}

/**
 * A card's Renew: a link to the renewal, or, where the row cannot be renewed now, the same
 * button disabled (the card writes out why).
 */
function RenewAction({
  row,
  href,
  isDisabled,
}: {
  row: { name: string }
  href: string
  isDisabled: boolean
}) {
  const props = {
    variant: 'secondary',
    size: 'sm',
    'aria-label': subscriptionActionName('renew', row),
  } as const
  const content = (
    <>
      <RenewIcon size="sm" />
      Renew
    </>
  )
  return isDisabled ? (
    <Button {...props} isDisabled>
      {content}
    </Button>
  ) : (
    <ButtonLink {...props} href={href}>
      {content}
    </ButtonLink>
  )
}

/**
 * My Subscriptions' table (spec §2): the spec's columns, amounts with their currency sign,
 * dates DD-MMM-YYYY, the status coloured, and Renew, Edit and Delete on each row, each named
 * with the subscription it acts on. Where the columns do not fit (a phone) every row is a card
 * instead, named by the subscription, with every column as a label and its value and the
 * actions as buttons with words. Loading and failure are the caller's to say through `status`.
 */
export function SubscriptionTable<T extends Subscription>({
  status,
  rows,
  currencies,
  renewHref,
  renewDisabledReason,
  editHref,
  onDelete,
  onRetry,
  emptyTitle = 'No subscriptions yet',
  emptyMessage = 'Add the subscriptions you pay for and Recur will keep track of when they end.',
  emptyAction,
  'aria-label': ariaLabel = 'Subscriptions',
  stickyHeaderTop,
  layout,
}: SubscriptionTableProps<T>) {
  const wide = useMediaQuery(wideLayoutQuery.subscriptionTable, true)
  // A caller's `onDelete` is often a new function each render (an inline arrow). The grid is
  // given one that calls the latest, so it renders again only when what it shows changes:
  // react-aria renders every cell again whenever its table renders.
  const latestOnDelete = useRef(onDelete)
  useLayoutEffect(() => {
    latestOnDelete.current = onDelete
  })
  const onDeleteLatest = useCallback((row: T) => latestOnDelete.current(row), [])
  const shown = layout ?? (wide ? 'table' : 'cards')
  if (status === 'error') {
    return <ErrorView title="Could not load your subscriptions" onRetry={onRetry} />
  }
  if (status === 'loading') {
    return shown === 'table' ? (
      <SubscriptionTableSkeleton aria-label={ariaLabel} />
    ) : (
      <RecordListSkeleton
        loadingText="Loading subscriptions"
        cards={SUBSCRIPTION_SKELETON_ROWS}
        fields={CARD_FIELDS}
      />
    )
  }
  if (rows.length === 0) {
    return <EmptyState title={emptyTitle} message={emptyMessage} action={emptyAction} />
  }
  const amount = (row: T) =>
    formatAmount(row.amount, { currency: findCurrency(row.currency_code, currencies) })

  if (shown === 'cards') {
    return (
      <RecordList aria-label={ariaLabel}>
        {rows.map((row) => (
          <RecordCard
            key={row.uid}
            title={row.name}
            headingLevel={2}
            actions={
              <>
                <RenewAction
                  row={row}
                  href={renewHref(row)}
                  isDisabled={Boolean(renewDisabledReason?.(row))}
                />
                <ButtonLink
                  variant="secondary"
                  size="sm"
                  href={editHref(row)}
                  aria-label={subscriptionActionName('edit', row)}
                >
                  <EditIcon size="sm" />
                  Edit
                </ButtonLink>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => onDelete(row)}
                  aria-label={subscriptionActionName('delete', row)}
                >
                  <TrashIcon size="sm" />
                  Delete
                </Button>
              </>
            }
          >
            <RecordField label="Amount">
              <Nowrap>{amount(row)}</Nowrap>
            </RecordField>
            <RecordField label="Category">{row.category.name}</RecordField>
            <RecordField label="Start Date">
              <Nowrap>{formatDate(row.start_date)}</Nowrap>
            </RecordField>
            <RecordField label="End Date">
              <Nowrap>{formatDate(row.end_date)}</Nowrap>
            </RecordField>
            <RecordField label="Status">
              <SubscriptionStatus status={row.status} />
            </RecordField>
            {renewDisabledReason?.(row) && (
              // A phone has no tooltip: why Renew is unavailable is written on the card.
              <RecordField label="Renew" wide>
                {renewDisabledReason(row)}
              </RecordField>
            )}
            {row.description && (
              <RecordField label="Addition Note" wide>
                {row.description}
              </RecordField>
            )}
          </RecordCard>
        ))}
      </RecordList>
    )
  }

  return (
    <SubscriptionGrid
      rows={rows}
      currencies={currencies}
      renewHref={renewHref}
      renewDisabledReason={renewDisabledReason}
      editHref={editHref}
      onDelete={onDeleteLatest}
      aria-label={ariaLabel}
      stickyHeaderTop={stickyHeaderTop}
    />
  )
}

type GridProps<T extends Subscription> = Pick<
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
}: GridProps<T>) {
  const { indices, tableProps, rowProps } = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
  })
  // The rows themselves (not wrappers) go to react-aria, so a row that stays in view as the page
  // scrolls is the same item and is not rendered again.
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row, index])), [rows])
  const shown = indices.map((index) => rows[index]!)
  return (
    <WindowedTableFrame>
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
          dependencies={[currencies, renewHref, renewDisabledReason, editHref, onDelete]}
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
                <Actions>
                  <IconLink
                    label={SUBSCRIPTION_ACTIONS.renew}
                    aria-label={subscriptionActionName('renew', row)}
                    tone="primary"
                    href={renewHref(row)}
                    disabledReason={renewDisabledReason?.(row)}
                  >
                    <RenewIcon />
                  </IconLink>
                  <IconLink
                    label={SUBSCRIPTION_ACTIONS.edit}
                    aria-label={subscriptionActionName('edit', row)}
                    href={editHref(row)}
                  >
                    <EditIcon />
                  </IconLink>
                  <IconButton
                    label={SUBSCRIPTION_ACTIONS.delete}
                    aria-label={subscriptionActionName('delete', row)}
                    tone="danger"
                    onPress={() => onDelete(row)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Actions>
              </Cell>
            </Row>
          )}
        </TableBody>
      </WindowedTable>
    </WindowedTableFrame>
  )
}) as <T extends Subscription>(props: GridProps<T>) => ReactNode

/**
 * A card's labelled fields, in the card's order: every column but the name (its title) and the
 * actions (its buttons); the status beside the dates, the note, the longest, last.
 */
const CARD_FIELDS = [
  'Amount',
  'Category',
  'Start Date',
  'End Date',
  'Status',
  'Addition Note',
] as const satisfies readonly ColumnName[]

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

/**
 * The 13-row placeholder of spec §2, in the table's own layout. Memoized as the grid is: its
 * 104 react-aria cells need not render again each time a screen renders while it loads.
 */
export const SubscriptionTableSkeleton = memo(function SubscriptionTableSkeleton({
  'aria-label': ariaLabel = 'Subscriptions',
}: {
  'aria-label'?: string
}) {
  return (
    <TableSkeleton
      aria-label={ariaLabel}
      loadingText="Loading subscriptions"
      header={<Header />}
      columns={SUBSCRIPTION_COLUMNS}
      rows={SUBSCRIPTION_SKELETON_ROWS}
      rowHeaderColumn="Name"
      narrowColumn="Actions"
    />
  )
})
