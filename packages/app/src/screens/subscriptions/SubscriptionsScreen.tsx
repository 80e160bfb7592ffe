import { isOwnProductSubscription, todayIso, type Subscription } from '@recur/api'
import {
  DeleteSubscriptionDialog,
  FilterBar,
  PageTitle,
  Pagination,
  SubscriptionTable,
  SubscriptionsToolbar,
} from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApi } from '../../api'
import { viewStatus } from '../viewStatus'
import { CalendarPanel } from './CalendarPanel'
import { useListState } from './useListState'

/** Rows a table page shows; the spec leaves the list's page size open. */
export const TABLE_PAGE_SIZE = 20

const renewHref = (row: Subscription) =>
  isOwnProductSubscription(row) ? '/pay' : `/renew-subscription/${encodeURIComponent(row.uid)}`
const editHref = (row: Subscription) => `/edit-subscription/${encodeURIComponent(row.uid)}`

/** Spec §2 My Subscriptions: filters, search, table or calendar, pagination, delete. */
export function SubscriptionsScreen() {
  const { queries, mutations } = useApi()
  const [state, update] = useListState()
  const [search, setSearch] = useState(state.query.name ?? '')
  const [deleting, setDeleting] = useState<Subscription | null>(null)
  const today = todayIso()

  const { name: _name, page: _page, per_page: _perPage, ...filters } = state.query
  const list = useQuery({
    ...queries.subscriptions({ ...state.query, per_page: TABLE_PAGE_SIZE }),
    enabled: state.view === 'table',
  })
  const currencies = useQuery(queries.currencies())
  const categories = useQuery(queries.categories())
  const remove = useMutation(mutations.deleteSubscription())

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.uid, {
      // Spec §8: a delete error is only logged.
      onError: (error) => console.error('delete failed', error),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <>
      <PageTitle>My Subscriptions</PageTitle>
      <SubscriptionsToolbar
        search={search}
        onSearchChange={setSearch}
        onSearchSubmit={(name) => update({ ...state, query: { ...state.query, name } })}
        view={state.view}
        onViewChange={(view) => update({ ...state, view })}
        addNewHref="/create-subscription"
        start={
          <FilterBar
            value={filters}
            onChange={(next) => update({ ...state, query: { name: state.query.name, ...next } })}
            categories={categories.data ?? []}
            currencies={currencies.data ?? []}
            today={today}
          />
        }
      />
      {state.view === 'table' ? (
        <>
          <SubscriptionTable
            status={viewStatus(list)}
            rows={list.data?.data ?? []}
            currencies={currencies.data ?? []}
            renewHref={renewHref}
            editHref={editHref}
            onDelete={setDeleting}
            onRetry={() => void list.refetch()}
          />
          {list.data && list.data.last_page > 1 && (
            <Pagination
              currentPage={list.data.current_page}
              lastPage={list.data.last_page}
              onPageChange={(page) => update({ ...state, query: { ...state.query, page } })}
            />
          )}
        </>
      ) : (
        <CalendarPanel
          filters={state.query}
          month={state.month ?? today.slice(0, 7)}
          onMonthChange={(month) => update({ ...state, month })}
          today={today}
          currencies={currencies.data ?? []}
        />
      )}
      <DeleteSubscriptionDialog
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
