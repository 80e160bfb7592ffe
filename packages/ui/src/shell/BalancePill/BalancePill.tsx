import { messages, type ViewStatus } from '@recur/api/contract'
import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { formatNaira } from '../../format'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  media,
  radius,
  size,
  space,
  touchTarget,
} from '../../theme'
import { WalletIcon } from '../../primitives/Icon'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'

export interface BalancePillProps {
  status: ViewStatus
  /** The wallet balance in naira. */
  balance?: number
  /** Where the pill goes: the wallet page. */
  href: string
}

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${size.controlHeightSm};
  ${touchTarget()}
  padding: 0 ${space[3]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.primarySubtle};
  color: ${color.onPrimarySubtle};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  ${media.sm} {
    font-size: ${fontSize.md};
  }
  &[data-hovered] {
    border-color: ${color.primary};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`

/** How wide the pill is before its balance comes: six figures, as the format writes them. */
const STAND_IN = formatNaira(888888.88)

/**
 * The amount, or 'Loading...', kept as wide as `STAND_IN` from the first paint: the pill sits at
 * the top bar's end, so a pill that grew as the balance came in moved its left edge (Lighthouse
 * saw 'Loading...' become the demo's ₦150,000.00 as a layout shift, in 2 of 5 dashboard loads).
 * The text starts where the stand-in does: centred, it moved as it changed. The stand-in is CSS
 * content with an empty alternative text, so no one reads it.
 */
const Amount = styled.span`
  display: inline-grid;
  justify-items: start;

  &::before {
    content: attr(data-stand-in) / '';
    visibility: hidden;
  }
  &::before,
  & > span {
    grid-area: 1 / 1;
  }
`

/**
 * The wallet balance in the top bar (spec §2): NGN currency format, or 'Loading...' while
 * loading and on error. Clicking it goes to the wallet.
 */
export function BalancePill({ status, balance, href }: BalancePillProps) {
  const ready = status === 'ready' && balance !== undefined
  return (
    <Pill href={href} data-status={status}>
      <WalletIcon size="sm" />
      <VisuallyHidden>Wallet balance: </VisuallyHidden>
      <Amount data-stand-in={STAND_IN}>
        <span>{ready ? formatNaira(balance) : messages.loading}</span>
      </Amount>
    </Pill>
  )
}
