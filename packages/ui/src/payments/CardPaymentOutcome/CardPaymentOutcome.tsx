import type { PaymentResult } from '@recur/api/contract'
import { useId } from 'react'
import styled from 'styled-components'
import { formatNaira } from '../../format'
import { Button, ButtonLink } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { AlertIcon } from '../../primitives/Icon'
import { Spinner } from '../../primitives/Spinner'
import { color, fontSize, space } from '../../theme'
import { Actions, Details, Panel, PaymentSuccessCard } from '../PaymentSuccessCard'
import { payText } from '../types'

/** Where a card payment stands on returning from its checkout; 'error': it could not be read. */
export type CardPaymentOutcomeStatus = 'pending' | 'successful' | 'failed' | 'error'

const FailedPanel = styled(Panel)`
  & > svg {
    color: ${color.danger};
  }
`

const Note = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
`

export interface CardPaymentOutcomeProps {
  status: CardPaymentOutcomeStatus
  /** What was bought, e.g. 'DStv Compact (Smartcard Number 7030****01)'. */
  description?: string
  /** The total asked of the card, in naira. */
  amount?: number | string
  /** The checkout's reference, named as where the money came from. */
  reference?: string
  /** On success: the subscription the payment made. */
  result?: PaymentResult | null
  /** On failure: the server's words (why, and where the money is). */
  message?: string | null
  /** On failure: the card was charged and the money is now in the wallet. */
  refundedToWallet?: boolean
  subscriptionsHref: string
  walletHref: string
  /** 'Make another payment'. */
  onReset: () => void
}

/**
 * The end of a card payment, back from the checkout (spec §2 Pay For Service, Results): the
 * spec's success card, or 'Payment failed: {message}' with what was bought, how much, and where
 * the money is (never taken, or in the wallet); while the checkout or the provider has not
 * answered, that it is being confirmed.
 */
export function CardPaymentOutcome({
  status,
  description,
  amount,
  reference,
  result,
  message,
  refundedToWallet = false,
  subscriptionsHref,
  walletHref,
  onReset,
}: CardPaymentOutcomeProps) {
  const headingId = useId()
  const card = reference ? `${payText.card} (${reference})` : payText.card

  if (status === 'successful' && result) {
    return (
      <PaymentSuccessCard
        result={result}
        subscriptionsHref={subscriptionsHref}
        onReset={onReset}
        paidWith={card}
      />
    )
  }

  const facts = (
    <Details>
      {description && (
        <>
          <dt>For</dt>
          <dd>{description}</dd>
        </>
      )}
      {amount !== undefined && (
        <>
          <dt>Amount</dt>
          <dd>{formatNaira(amount)}</dd>
        </>
      )}
      <dt>{payText.paidWith}</dt>
      <dd>{card}</dd>
      {status === 'failed' && (
        <>
          <dt>Your money</dt>
          <dd>{refundedToWallet ? payText.moneyInWallet : payText.moneyNotTaken}</dd>
        </>
      )}
    </Details>
  )

  if (status === 'pending' || (status === 'successful' && !result)) {
    return (
      <Panel aria-labelledby={headingId} aria-busy="true">
        <Waiting role="status">
          <Spinner />
          <Heading id={headingId} level={2} size="md">
            {payText.cardPending}
          </Heading>
        </Waiting>
        {facts}
        <Note>{payText.cardPendingNote}</Note>
      </Panel>
    )
  }

  const text = status === 'failed' ? payText.paymentFailed(message ?? '') : payText.cardMissing
  return (
    <FailedPanel aria-labelledby={headingId}>
      <AlertIcon aria-hidden />
      <Heading id={headingId} level={2} size="md">
        {text}
      </Heading>
      {status === 'failed' && facts}
      <Actions>
        {(refundedToWallet || status === 'error') && (
          <ButtonLink variant="secondary" href={walletHref}>
            {payText.viewWallet}
          </ButtonLink>
        )}
        <Button onPress={onReset}>{payText.makeAnotherPayment}</Button>
      </Actions>
    </FailedPanel>
  )
}
