import { messages, type ViewStatus } from '@recur/api/contract'
import { useId } from 'react'
import styled from 'styled-components'
import { formatNaira } from '../../format'
import { Button } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { PlusIcon, WalletIcon } from '../../primitives/Icon'
import { color, fontSize, fontWeight, radius, shadow, size, space } from '../../theme'
import { FUND_WALLET_LABEL } from '../types'

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  padding: ${space[6]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
  color: ${color.text};
`

const Figure = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  min-width: 0;

  & > svg {
    width: ${space[10]};
    height: ${space[10]};
    padding: ${space[2]};
    border-radius: ${radius.round};
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
  }
`

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
`

const Amount = styled.p`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`

const Waiting = styled.p`
  font-size: ${fontSize.lg};
  color: ${color.textMuted};
`

export interface WalletBalanceCardProps {
  /** GET /wallet/balance: where it stands. */
  status: ViewStatus
  /** The balance in naira (data.balance). */
  balance?: number | string
  /** 'Fund Wallet' was pressed: the caller opens FundWalletDialog. */
  onFundWallet: () => void
  /** The card's heading. */
  title?: string
}

/**
 * My Wallet's balance (spec §2): NGN currency format, or 'Loading...' while it loads and when
 * it failed (spec §8), and the 'Fund Wallet' button.
 */
export function WalletBalanceCard({
  status,
  balance,
  onFundWallet,
  title = 'Wallet balance',
}: WalletBalanceCardProps) {
  const headingId = useId()
  const ready = status === 'ready' && balance !== undefined
  return (
    <Panel aria-labelledby={headingId} data-status={status}>
      <Figure>
        <WalletIcon aria-hidden />
        <Text>
          <Heading id={headingId} level={2} size="sm">
            {title}
          </Heading>
          {ready ? (
            <Amount>{formatNaira(balance)}</Amount>
          ) : (
            <Waiting role="status">{messages.loading}</Waiting>
          )}
        </Text>
      </Figure>
      <Button onPress={onFundWallet}>
        <PlusIcon size="sm" />
        {FUND_WALLET_LABEL}
      </Button>
    </Panel>
  )
}
