import type { Currency, Subscription, ViewStatus } from '@recur/api/contract'
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { EmptyState } from '../../feedback/EmptyState'
import { ErrorView } from '../../feedback/ErrorView'
import { RecordListSkeleton } from '../../primitives/RecordList'
import { TableSkeleton } from '../../primitives/Table'
import { MediaSwitch } from '../../primitives/MediaSwitch'
import { useMediaQueryIfKnown, wideLayoutQuery } from '../../theme'
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_SKELETON_ROWS, type ColumnName } from './columns'
import { SubscriptionCards } from './SubscriptionCards'
import type { SubscriptionGridProps } from './SubscriptionGrid'

export {
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_SKELETON_ROWS,
  subscriptionActionName,
} from './columns'

/**
 * The wide layout's table: react-aria's grid (its collection, selection and keyboard code) and
 * the row actions' tooltips, about 45 kB gzip that a phone, which shows cards, does not wait for.
 * A wide window asks for it as soon as it shows the table's skeleton, beside the rows' request;
 * until it is in, the skeleton stays.
 */
type Grid = <T extends Subscription>(props: SubscriptionGridProps<T>) => ReactNode
/** The grid once its code is in: a table mounted after that renders it at once, no fallback. */
let loadedGrid: Grid | undefined
const loadGrid = () =>
  import('./SubscriptionGrid').then((module) => {
    loadedGrid = module.default
    return module
  })
const LazyGrid = lazy(loadGrid) as unknown as Grid

/**
 * Loads the wide table's code now, so every table mounted after renders the grid at once: for
 * the screen stories, which show their screens with every part in from the first render.
 */
export const preloadSubscriptionGrid = async () => {
  await loadGrid()
}

/** How the rows are laid out: a table, or a card per row (a phone). */
export type SubscriptionTableLayout = 'table' | 'cards'

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
  // Unknown in the build's prerender of the list's loading view: there CSS picks its skeleton.
  const wide = useMediaQueryIfKnown(wideLayoutQuery.subscriptionTable)
  // A caller's `onDelete` is often a new function each render (an inline arrow). The grid and
  // the cards are given one that calls the latest, so they render again only when what they show
  // changes.
  const latestOnDelete = useRef(onDelete)
  useLayoutEffect(() => {
    latestOnDelete.current = onDelete
  })
  const onDeleteLatest = useCallback((row: T) => latestOnDelete.current(row), [])
  const shown = layout ?? (wide === false ? 'cards' : 'table')
  // Chosen once: a component that changed type between renders would mount the grid again.
  const [SubscriptionGrid] = useState<Grid>(() => loadedGrid ?? LazyGrid)
  useEffect(() => {
    if (shown === 'table') void loadGrid()
  }, [shown])
  if (status === 'error') {
    return <ErrorView title="Could not load your subscriptions" onRetry={onRetry} />
  }
  if (status === 'loading') {
    const table = <SubscriptionTableSkeleton aria-label={ariaLabel} />
    const cards = (
      <RecordListSkeleton
        loadingText="Loading subscriptions"
        cards={SUBSCRIPTION_SKELETON_ROWS}
        fields={CARD_FIELDS}
      />
    )
    if (!layout && wide === undefined) {
      return (
        <MediaSwitch query={wideLayoutQuery.subscriptionTable} matching={table} otherwise={cards} />
      )
    }
    return shown === 'table' ? table : cards
  }
  if (rows.length === 0) {
    return <EmptyState title={emptyTitle} message={emptyMessage} action={emptyAction} />
  }
  // What either layout shows, the same props for both.
  const shownRows = {
    rows,
    currencies,
    renewHref,
    renewDisabledReason,
    editHref,
    onDelete: onDeleteLatest,
    'aria-label': ariaLabel,
  }
  if (shown === 'cards') return <SubscriptionCards {...shownRows} />

  return (
    <Suspense fallback={<SubscriptionTableSkeleton aria-label={ariaLabel} />}>
      <SubscriptionGrid {...shownRows} stickyHeaderTop={stickyHeaderTop} />
    </Suspense>
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

/**
 * The 13-row placeholder of spec §2, in the table's look: while the rows load, and while the
 * wide table's code does. Memoized: its 104 cells need not render again each time a screen
 * renders while it loads.
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
      columns={SUBSCRIPTION_COLUMNS}
      endColumn="Amount"
      rows={SUBSCRIPTION_SKELETON_ROWS}
      rowHeaderColumn="Name"
      narrowColumn="Actions"
    />
  )
})
