import type { Currency, DashboardSummary, ViewStatus } from '@recur/api/contract'
import { findCurrency, formatAmount } from '../../format'
import { BigFigure, CardBody, CardNote, CardStatus, DashboardCard } from '../DashboardCard'

export interface TotalEntriesCardProps {
  status: ViewStatus
  /** GET /dashboard/total-summary: the count, the monthly average and its currency. */
  summary?: Pick<DashboardSummary, 'total_entries' | 'month_average' | 'currency'>
  /** For the average's currency sign (GET /currencies); without it the sign is ₦. */
  currencies?: readonly Currency[]
  onRetry?: () => void
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 'Total Entries' (spec §2): total_entries and 'AVG : {month_average} per month'. */
export function TotalEntriesCard({
  status,
  summary,
  currencies = [],
  onRetry,
}: TotalEntriesCardProps) {
  const entries = summary?.total_entries
  return (
    <DashboardCard title="Total Entries">
      <CardBody>
        {status === 'ready' ? (
          <>
            <BigFigure>
              {typeof entries === 'number' && Number.isFinite(entries)
                ? count.format(entries)
                : '–'}
            </BigFigure>
            <CardNote>
              AVG :{' '}
              {formatAmount(summary?.month_average, {
                currency: findCurrency(summary?.currency ?? '', currencies),
              })}{' '}
              per month
            </CardNote>
          </>
        ) : (
          <CardStatus status={status} onRetry={onRetry} />
        )}
      </CardBody>
    </DashboardCard>
  )
}
