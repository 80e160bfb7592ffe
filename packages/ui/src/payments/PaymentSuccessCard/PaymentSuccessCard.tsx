import { isActiveStatus, type PaymentResult } from '@recur/api/contract'
import { useId } from 'react'
import styled from 'styled-components'
import { formatDate, formatNaira } from '../../format'
import { Button, ButtonLink } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { CheckCircleIcon } from '../../primitives/Icon'
import { color, fontSize, fontWeight, radius, shadow, size, space } from '../../theme'
import { payText } from '../types'

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[5]};
  width: 100%;
  max-width: ${size.readableMax};
  padding: ${space[8]} ${space[6]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
  color: ${color.text};
  text-align: center;

  & > svg {
    width: ${space[16]};
    height: ${space[16]};
    color: ${color.success};
  }
`

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  width: 100%;
  padding: ${space[4]};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  text-align: start;

  & > dt {
    color: ${color.textMuted};
    font-size: ${fontSize.sm};
  }
  & > dd {
    margin: 0;
    font-weight: ${fontWeight.semibold};
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`

const Badge = styled.span<{ $active: boolean }>`
  display: inline-flex;
  padding: ${space[0.5]} ${space[2]};
  border-radius: ${radius.pill};
  background: ${({ $active }) => ($active ? color.successSubtle : color.dangerSubtle)};
  color: ${({ $active }) => ($active ? color.onSuccessSubtle : color.onDangerSubtle)};
  font-size: ${fontSize.xs};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`

export interface PaymentSuccessCardProps {
  /** POST /service-payment/pay: the subscription the payment made. */
  result: PaymentResult
  /** Where 'View your Subscriptions' goes (/all-subscriptions). */
  subscriptionsHref: string
  /** 'Make another payment': the caller resets the form. */
  onReset: () => void
  /** Where the money came from, e.g. 'Wallet' or 'Card (RCR-FUND-…)'; shown when given. */
  paidWith?: string
}

/**
 * Spec §2 Pay For Service, on success: 'Payment successful! 🎉' and the subscription it made
 * (name, amount, 'Active' or 'Inactive', start and end dates), with 'View your Subscriptions'
 * and 'Make another payment'.
 */
export function PaymentSuccessCard({
  result,
  subscriptionsHref,
  onReset,
  paidWith,
}: PaymentSuccessCardProps) {
  const headingId = useId()
  const active = isActiveStatus(result.status)
  return (
    <Panel aria-labelledby={headingId}>
      <CheckCircleIcon aria-hidden />
      <Heading id={headingId} level={2} size="md">
        {payText.paymentSuccessful}
      </Heading>
      <Details>
        <dt>Name</dt>
        <dd>{result.name}</dd>
        <dt>Amount</dt>
        <dd>{formatNaira(result.amount)}</dd>
        {paidWith && (
          <>
            <dt>{payText.paidWith}</dt>
            <dd>{paidWith}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          <Badge $active={active} data-tone={active ? 'active' : 'inactive'}>
            {active ? payText.active : payText.inactive}
          </Badge>
        </dd>
        <dt>Start date</dt>
        <dd>{formatDate(result.start_date)}</dd>
        <dt>End date</dt>
        <dd>{formatDate(result.end_date)}</dd>
      </Details>
      <Actions>
        <ButtonLink variant="secondary" href={subscriptionsHref}>
          {payText.viewSubscriptions}
        </ButtonLink>
        <Button onPress={onReset}>{payText.makeAnotherPayment}</Button>
      </Actions>
    </Panel>
  )
}
