import type { ServiceVariation } from '@recur/api/contract'
import { formatNaira } from '../../format'
import { Facts, Panel } from './styles'

export interface PaySummaryProps {
  /** The chosen bouquet; nothing is shown without one. */
  bouquet?: ServiceVariation
}

/** What the payment costs before it is made (spec §2): the bouquet's amount, fee and total. */
export function PaySummary({ bouquet }: PaySummaryProps) {
  if (!bouquet) return null
  return (
    <Panel aria-label="Order summary">
      <Facts>
        <dt>Amount</dt>
        <dd>{formatNaira(bouquet.amount)}</dd>
        <dt>Fee</dt>
        <dd>{formatNaira(bouquet.fee)}</dd>
        <dt>Total</dt>
        <dd>{formatNaira(bouquet.total)}</dd>
      </Facts>
    </Panel>
  )
}
