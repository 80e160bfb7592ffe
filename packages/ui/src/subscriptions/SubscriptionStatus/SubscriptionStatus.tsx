import { isActiveStatus } from '@recur/api/contract'
import styled from 'styled-components'
import { color, fontSize, fontWeight, radius, space } from '../../theme'

const Pill = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  padding: ${space[0.5]} ${space[2]};
  border-radius: ${radius.pill};
  background: ${({ $active }) => ($active ? color.successSubtle : color.dangerSubtle)};
  color: ${({ $active }) => ($active ? color.onSuccessSubtle : color.onDangerSubtle)};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  text-transform: capitalize;
  white-space: nowrap;

  &::before {
    content: '';
    width: ${space[1.5]};
    height: ${space[1.5]};
    border-radius: ${radius.round};
    background: ${({ $active }) => ($active ? color.statusActive : color.statusExpired)};
  }
`

export interface SubscriptionStatusProps {
  /** The API's status text, shown as it is. */
  status: string
}

/** Spec §2: green when the status contains 'active', otherwise red; the text is always shown. */
export function SubscriptionStatus({ status }: SubscriptionStatusProps) {
  const active = isActiveStatus(status)
  return (
    <Pill $active={active} data-tone={active ? 'active' : 'expired'}>
      {status}
    </Pill>
  )
}
