import {
  MAX_PER_PAGE,
  type Currency,
  type Subscription,
  type SubscriptionListQuery,
} from '@recur/api'
import { SubscriptionCalendar } from '@recur/ui'
import { useQueries } from '@tanstack/react-query'
import { endOfMonth, format, parseISO } from 'date-fns'
import { useApi } from '../../api'
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
  const first = `${month}-01`
  const last = format(endOfMonth(parseISO(first)), 'yyyy-MM-dd')
  const base = { ...filters, page: 1, per_page: MAX_PER_PAGE }
  const [starting, ending] = useQueries({
    queries: [
      queries.subscriptions({ ...base, startDate: { from: first, to: last } }),
      queries.subscriptions({ ...base, endDate: { from: first, to: last } }),
    ],
  })
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
