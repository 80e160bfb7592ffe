import { messages, type PaymentMethod } from '@recur/api/contract'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import styled from 'styled-components'
import { formatNaira } from '../../format'
import { Banner } from '../../primitives/Banner'
import { CardIcon, WalletIcon } from '../../primitives/Icon'
import { Link } from '../../primitives/Link'
import { choiceCard, fontSize, fontWeight, radius, size, space } from '../../theme'
import { payText } from '../types'

export interface PaymentMethodChoiceProps {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  /** The wallet balance in naira, shown on the Wallet choice; undefined while unknown. */
  walletBalance?: number | string
  /** What the payment costs in all; undefined until a bouquet is chosen. */
  total?: number | string
  /** Where to fund the wallet (/wallet), offered when the balance does not cover the total. */
  fundWalletHref?: string
}

/** Paying from a wallet that holds less than the total: refused before the press. */
export function walletTooLow(
  method: PaymentMethod,
  walletBalance: number | string | undefined,
  total: number | string | undefined,
): boolean {
  return (
    method === 'wallet' &&
    total !== undefined &&
    walletBalance !== undefined &&
    Number(walletBalance) < Number(total)
  )
}

const Methods = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`

const MethodsLabel = styled(Label)`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`

const MethodRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${space[20]} * 2), 1fr));
  gap: ${space[3]};
`

const Method = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${size.controlHeight};
  padding: ${space[3]};
  border-radius: ${radius.md};
  ${choiceCard}
`

const MethodText = styled.span`
  display: flex;
  flex-direction: column;
  font-weight: ${fontWeight.semibold};

  & > small {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.regular};
    font-variant-numeric: tabular-nums;
  }
`

/**
 * Where the money comes from (spec §2): the wallet, with its balance, or a card at a secure
 * checkout. A wallet that holds less than the total says so and offers Fund Wallet.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  walletBalance,
  total,
  fundWalletHref,
}: PaymentMethodChoiceProps) {
  return (
    <>
      <Methods value={value} onChange={(method) => onChange(method === 'card' ? 'card' : 'wallet')}>
        <MethodsLabel>Payment method</MethodsLabel>
        <MethodRow>
          <Method value="wallet">
            <WalletIcon aria-hidden />
            <MethodText>
              Wallet
              <small>
                {walletBalance === undefined
                  ? messages.loading
                  : `Balance: ${formatNaira(walletBalance)}`}
              </small>
            </MethodText>
          </Method>
          <Method value="card">
            <CardIcon aria-hidden />
            <MethodText>
              Card
              <small>Pay at a secure checkout</small>
            </MethodText>
          </Method>
        </MethodRow>
      </Methods>
      {walletTooLow(value, walletBalance, total) && (
        <Banner tone="warning" live="none">
          {payText.insufficientFunds}{' '}
          {fundWalletHref && <Link href={fundWalletHref}>Fund Wallet</Link>}
        </Banner>
      )}
    </>
  )
}
