import type { Currency, Subscription, SubscriptionListQuery } from '@recur/api'
import { SubscriptionCalendar } from '@recur/ui'
import { useQueries } from '@tanstack/react-query'
import { useApi } from '../../api'
import { calendarQueries } from '../../routing/routeQueries'
import { viewStatus } from '../viewStatus'

interface CalendarPanelProps {
  filters: SubscriptionListQuery
  /** 'YYYY-MM' */
  month: string
  onMonthChange: (month: string) => void
  today: string
  currencies: readonly Currency[]
}

/**
 * The calendar shows what starts or ends in the month: two list queries (start in the month, end
 * in the month) under the person's other filters, merged.
 */
export function CalendarPanel({
  filters,
  month,
  onMonthChange,
  today,
  currencies,
}: CalendarPanelProps) {
  const { queries } = useApi()
  // The same queries the route started (routing/routeQueries.ts).
  const [starting, ending] = useQueries({ queries: calendarQueries(queries, filters, month) })
  const rows = new Map<string, Subscription>()
  for (const row of [...(starting?.data?.data ?? []), ...(ending?.data?.data ?? [])]) {
    rows.set(row.uid, row)
  }
  const status =
    starting?.isError || ending?.isError
      ? 'error'
      : starting?.isSuccess && ending?.isSuccess
        ? 'ready'
        : viewStatus({ status: 'pending' })
  return (
    <SubscriptionCalendar
      status={status}
      rows={[...rows.values()]}
      currencies={currencies}
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      onRetry={() => {
        void starting?.refetch()
        void ending?.refetch()
      }}
    />
  )
}
