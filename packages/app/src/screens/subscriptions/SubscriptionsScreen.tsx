import {
  href,
  isOwnProductSubscription,
  messages,
  pages,
  todayIso,
  type CurrencyCode,
  type Subscription,
} from '@recur/api'
import {
  activeFilterChips,
  ButtonLink,
  EmptyStateActions,
  ExportMenuStandIn,
  type ExportMenuProps,
  FilterBarFrame,
  type FilterPanelProps,
  noMatchEmptyState,
  PageTitle,
  Pagination,
  size,
  SubscriptionTable,
  SubscriptionsToolbar,
} from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useApi } from '../../api'
import { startDownload } from '../download'
import { deferred, DialogPending, PartPending, useIdlePreload } from '../deferred'
import { KeepFocus } from '../KeepFocus'
import { useDeferredView } from '../deferredView'
import { viewStatus } from '../viewStatus'
import {
  SEARCH_DEBOUNCE_MS,
  useDebouncedSearch,
  useSearchState,
} from '../../routing/useSearchState'
import { listSearchSchema } from './listSearch'
import { subscriptionsQueries } from '../../routing/routeQueries'

// What the list's first paint does not need, each a chunk of its own (../deferred.tsx): the
// filter panel behind 'Filter', the calendar behind the Table/Calendar toggle, the dialog
// behind a row's Delete and the menu behind 'Export'.
const filterPanelPart = deferred<FilterPanelProps<CurrencyCode>>(() =>
  import('./FilterPanel').then((m) => m.FilterPanel),
)
const calendarPart = deferred(() => import('./CalendarPanel').then((m) => m.CalendarPanel))
const deletePart = deferred(() => import('./DeleteDialog').then((m) => m.DeleteSubscriptionDialog))
const exportMenuPart = deferred<ExportMenuProps>(() =>
  import('./ExportMenu').then((m) => m.ExportMenu),
)

const renewHref = (row: Subscription) =>
  isOwnProductSubscription(row) ? pages.pay : href(pages.renewSubscription, { id: row.uid })
const editHref = (row: Subscription) => href(pages.editSubscription, { id: row.uid })
// The free plan's limit refuses a tracked renewal (a 403); a paid one, and the product's own row
// (paid through /pay), are never refused by it.
const renewalLimitReason = (row: Subscription) =>
  row.is_paid || isOwnProductSubscription(row) ? undefined : messages.renewalLimitReached
/**
 * What the table shows while a query loads: one array, not a new `[]` each render, so the
 * table's rows (rendered again when their currencies change) stay as they are.
 */
const none: readonly never[] = []

/** Spec §2 My Subscriptions: filters, search, table or calendar, pagination, delete. */
export function SubscriptionsScreen() {
  const { queries, mutations } = useApi()
  const [state, update] = useSearchState(listSearchSchema)
  // Searches as the person types: the URL (and the query) follow once they pause.
  const search = useDebouncedSearch(
    state.query.name ?? '',
    (value) => {
      const name = value || undefined
      update((current) =>
        current.query.name === name ? current : { query: { ...current.query, name } },
      )
    },
    SEARCH_DEBOUNCE_MS,
  )
  // The row the dialog names; kept while the dialog closes, so its words do not vanish first.
  const [deleting, setDeleting] = useState<{ row: Subscription; open: boolean } | null>(null)
  useIdlePreload(calendarPart)
  useIdlePreload(deletePart)
  // 'Export' pressed before its menu is in: the menu is asked for at once and opens as it arrives.
  const [exportPressed, setExportPressed] = useState(false)
  // The stand-in shows until the menu is in (asked for once the list has painted, or at once when
  // pressed): rendering the menu's lazy part would ask for its chunk, and the overlay code it
  // shares, with the screen's first render, beside what that paint needs.
  const exportMenuIn = useIdlePreload(exportMenuPart, { immediately: exportPressed })
  const today = todayIso()

  const { name: _name, page: _page, per_page: _perPage, ...filters } = state.query
  // Filters from the address open the filter panel at once: then the list waits for the panel's
  // chunk, asked for at once, rather than being pushed down by the panel when it arrives.
  const [holdForPanel] = useState(
    () => activeFilterChips(filters, today).length > 0 && !filterPanelPart.isLoaded(),
  )
  const panelIn = useIdlePreload(filterPanelPart, { immediately: holdForPanel })
  // The same queries the route started (routing/routeQueries.ts).
  const q = subscriptionsQueries(queries, state)
  const list = useQuery({ ...q.list, enabled: state.view === 'table' })
  const listView = useDeferredView(viewStatus(list), list.data)
  const currencies = useQuery(q.currencies)
  const categories = useQuery(q.categories)
  const profile = useQuery(q.profile)
  const remove = useMutation(mutations.deleteSubscription())
  const exporting = useMutation({ ...mutations.exportSubscriptions(), onSuccess: startDownload })

  const clearFilters = () => {
    search.clear()
    update({ query: {} })
  }

  const renewDisabledReason = profile.data?.is_renewal_limit_reached
    ? renewalLimitReason
    : undefined

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.row.uid, {
      // Spec §8: a delete error is only logged.
      onError: (error) => console.error('delete failed', error),
      onSettled: () => setDeleting((d) => d && { ...d, open: false }),
    })
  }

  const exportStandIn = <ExportMenuStandIn onPress={() => setExportPressed(true)} />

  const isNarrowed = Object.keys(filters).length > 0 || state.query.name !== undefined

  if (holdForPanel && !panelIn) {
    return (
      <>
        <PageTitle>My Subscriptions</PageTitle>
        <PartPending />
      </>
    )
  }

  return (
    <>
      <PageTitle>My Subscriptions</PageTitle>
      <SubscriptionsToolbar
        search={search.text}
        onSearchChange={search.change}
        onSearchSubmit={search.submit}
        view={state.view}
        onViewChange={(view) => update({ view })}
        addNewHref={pages.createSubscription}
        actions={
          <>
            <KeepFocus>
              {exportMenuIn ? (
                <Suspense fallback={exportStandIn}>
                  <exportMenuPart.Component
                    defaultOpen={exportPressed}
                    status={
                      exporting.isPending ? 'preparing' : exporting.isError ? 'error' : 'idle'
                    }
                    message={exporting.error?.message}
                    onExport={(format) => exporting.mutate(format)}
                  />
                </Suspense>
              ) : (
                exportStandIn
              )}
            </KeepFocus>
            <ButtonLink variant="secondary" href={pages.importSubscriptions}>
              Import
            </ButtonLink>
          </>
        }
        start={
          <FilterBarFrame
            value={filters}
            onChange={(next) =>
              update((current) => ({ query: { name: current.query.name, ...next } }))
            }
            categories={categories.data ?? []}
            currencies={currencies.data ?? []}
            today={today}
            amountRangeInvertedMessage={messages.amountRangeInverted}
            renderPanel={(panel) => (
              <Suspense fallback={<PartPending />}>
                <filterPanelPart.Component {...panel} />
              </Suspense>
            )}
          />
        }
      />
      {state.view === 'table' ? (
        <>
          <SubscriptionTable
            status={listView.status}
            rows={listView.data?.data ?? none}
            currencies={currencies.data ?? none}
            renewHref={renewHref}
            renewDisabledReason={renewDisabledReason}
            editHref={editHref}
            onDelete={(row) => setDeleting({ row, open: true })}
            onRetry={() => void list.refetch()}
            // The header sticks under the frame's top bar as the page scrolls.
            stickyHeaderTop={size.topBarHeight}
            emptyAction={
              <EmptyStateActions>
                <ButtonLink href={pages.createSubscription}>Add New</ButtonLink>
                <ButtonLink variant="secondary" href={pages.importSubscriptions}>
                  Import from a file
                </ButtonLink>
              </EmptyStateActions>
            }
            {...(isNarrowed && noMatchEmptyState(clearFilters))}
          />
          {listView.data && listView.data.last_page > 1 && (
            <Pagination
              currentPage={listView.data.current_page}
              lastPage={listView.data.last_page}
              onPageChange={(page) => update((current) => ({ query: { ...current.query, page } }))}
            />
          )}
        </>
      ) : (
        <Suspense fallback={<PartPending />}>
          <calendarPart.Component
            filters={state.query}
            month={state.month ?? today.slice(0, 7)}
            onMonthChange={(month) => update({ month })}
            today={today}
            currencies={currencies.data ?? []}
          />
        </Suspense>
      )}
      {/* Rendered from the first Delete on (so it can close with its animation). */}
      {deleting && (
        <Suspense fallback={deleting.open && <DialogPending />}>
          <deletePart.Component
            isOpen={deleting.open}
            subscription={deleting.row}
            currencies={currencies.data ?? []}
            isPending={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => setDeleting((d) => d && { ...d, open: false })}
          />
        </Suspense>
      )}
    </>
  )
}
