import type { Currency, DashboardSummary, ViewStatus } from '@recur/api/contract'
import { useMemo } from 'react'
import { findCurrency, formatAmount } from '../../format'
import { NativeSelect } from '../../primitives/NativeSelect'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { BigFigure, CardBody, CardStatus, DashboardCard, PickerSlot } from '../DashboardCard'

export interface TotalSpendCardProps {
  status: ViewStatus
  /** GET /dashboard/total-summary?currency=…: the amount and the currency it is in. */
  summary?: Pick<DashboardSummary, 'total_amount_spent' | 'currency'>
  /** The chosen currency's code (controlled); the app starts on NGN (spec §9). */
  currency: string
  /** The codes the dropdown lists, and their signs (GET /currencies). */
  currencies: readonly Currency[]
  onCurrencyChange: (code: string) => void
  onRetry?: () => void
}

/**
 * 'Total spend' (spec §2): the amount in the chosen currency, and a dropdown of currency codes
 * to switch. The dropdown stays usable while the amount loads or after it failed. The amount
 * carries the sign of the currency the summary says it is in.
 */
export function TotalSpendCard({
  status,
  summary,
  currency,
  currencies,
  onCurrencyChange,
  onRetry,
}: TotalSpendCardProps) {
  const options = useMemo(
    () => currencies.map((c) => ({ id: c.code, label: c.code })),
    [currencies],
  )
  return (
    <DashboardCard
      title="Total spend"
      controls={
        <PickerSlot>
          <NativeSelect
            label={<VisuallyHidden>Currency</VisuallyHidden>}
            options={options}
            value={currency}
            onChange={onCurrencyChange}
          />
        </PickerSlot>
      }
    >
      <CardBody>
        {status === 'ready' ? (
          <BigFigure>
            {formatAmount(summary?.total_amount_spent, {
              currency: findCurrency(summary?.currency ?? currency, currencies),
            })}
          </BigFigure>
        ) : (
          <CardStatus status={status} onRetry={onRetry} />
        )}
      </CardBody>
    </DashboardCard>
  )
}
