import type { Currency, Subscription, ViewStatus } from '@recur/api/contract'
import type { ReactNode } from 'react'
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
  Table,
  TableBody,
  TableHeader,
  TableScroll,
  TableSkeleton,
  TableVirtualizer,
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
 * The virtualized table lays its columns out from these, not from the content: fixed widths for
 * the short columns, the rest shared by Name and Addition Note. Below their sum the table scrolls
 * sideways.
 */
const COLUMN_WIDTHS: Record<ColumnName, { width: number | `${number}fr`; minWidth?: number }> = {
  Name: { width: '1fr', minWidth: 180 },
  Amount: { width: 150 },
  Category: { width: 140 },
  'Start Date': { width: 130 },
  'End Date': { width: 130 },
  'Addition Note': { width: '1fr', minWidth: 200 },
  Status: { width: 110 },
  Actions: { width: 150 },
}

/** A one-line row; taller rows (a wrapped name, a 3-line note) are measured as they render. */
const ESTIMATED_ROW_HEIGHT = 57
const HEADING_HEIGHT = 41

const Name = styled.span`
  display: block;
  min-width: calc(${space[20]} * 1.5);
  max-width: calc(${space[20]} * 3);
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
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

const Note = styled.span`
  display: -webkit-box;
  min-width: calc(${space[20]} * 2);
  max-width: calc(${space[20]} * 3);
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  color: ${color.textMuted};
  overflow-wrap: anywhere;
`

const Actions = styled.div`
  display: flex;
  gap: ${space[0.5]};
`

/**
 * The virtualizer places its rows itself as the page scrolls; the browser's scroll anchoring,
 * adjusting the page's scroll to keep one of those rows still, would fight it (at the end of a
 * long page it pulls the view back up).
 */
const VirtualTableScroll = styled(TableScroll)`
  overflow-anchor: none;
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
  layout,
}: SubscriptionTableProps<T>) {
  const wide = useMediaQuery(wideLayoutQuery.subscriptionTable, true)
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

  // The page scrolls, not the table: the virtualizer renders the rows in the window's view.
  return (
    <VirtualTableScroll>
      <TableVirtualizer estimatedRowHeight={ESTIMATED_ROW_HEIGHT} headingHeight={HEADING_HEIGHT}>
        <Table aria-label={ariaLabel}>
          <Header />
          <TableBody
            items={rows}
            dependencies={[currencies, renewHref, renewDisabledReason, editHref, onDelete]}
          >
            {(row) => (
              <Row id={row.uid} textValue={row.name}>
                <Cell>
                  <Name>{row.name}</Name>
                </Cell>
                <Cell>
                  <Amount>{amount(row)}</Amount>
                </Cell>
                <Cell>{row.category.name}</Cell>
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
        </Table>
      </TableVirtualizer>
    </VirtualTableScroll>
  )
}

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
          <AmountColumn key={name} id={name} {...COLUMN_WIDTHS[name]}>
            {name}
          </AmountColumn>
        ) : (
          <Column key={name} id={name} isRowHeader={name === 'Name'} {...COLUMN_WIDTHS[name]}>
            {name}
          </Column>
        ),
      )}
    </TableHeader>
  )
}

/** The 13-row placeholder of spec §2, in the table's own layout. */
export function SubscriptionTableSkeleton({
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
}
