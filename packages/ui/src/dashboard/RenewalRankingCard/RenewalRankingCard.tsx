import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Heading as AriaHeading,
} from 'react-aria-components'
import styled from 'styled-components'
import { ChevronDownIcon } from '../../primitives/Icon'
import { color, focusRing, fontSize, fontWeight, motion, radius, size, space } from '../../theme'
import { CardBody, DashboardCard } from '../DashboardCard'
import {
  CARD_LOADING_TEXT,
  DROPDOWN_ERROR_TEXT,
  type DashboardCardStatus,
  type RenewalCountRow,
} from '../types'
import { renewalCountText } from './renewals'

export const RENEWAL_RANKING_TITLES = { most: 'Most Renewed', least: 'Least Renewed' } as const
export const RENEWALS_EMPTY_TEXT = 'No renewals yet'

const Dropdown = styled(Disclosure)`
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`

const TriggerHeading = styled(AriaHeading)`
  margin: 0;
  font-size: ${fontSize.md};
`

const Trigger = styled(AriaButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  width: 100%;
  min-height: ${size.controlHeight};
  padding: 0 ${space[3]};
  border: none;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  text-align: start;
  cursor: pointer;

  & > svg {
    transition: transform ${motion.fast} ${motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`

/** Padding lives inside the panel: a closed panel may keep its box (hidden=until-found). */
const PanelBody = styled.div`
  padding: 0 ${space[3]} ${space[3]};
`

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
`

const Item = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[2]} 0;

  &:not(:last-child) {
    border-bottom: ${size.border} solid ${color.border};
  }
`

const ItemName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`

const Count = styled.span`
  flex-shrink: 0;
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const Note = styled.p`
  margin: 0;
  padding: ${space[2]} 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};

  &[data-status='error'] {
    color: ${color.fieldError};
  }
`

export interface RenewalListState {
  status: DashboardCardStatus
  /** GET /dashboard/renewed?type=most|least, in the server's order. */
  rows?: readonly RenewalCountRow[]
}

export interface RenewalDropdownProps extends RenewalListState {
  /** The trigger's words: 'Most Renewed' or 'Least Renewed'. */
  title: string
  /** Open on first render (uncontrolled). */
  defaultExpanded?: boolean
  /** The heading level of the trigger; 4 inside a card whose title is an h3. */
  headingLevel?: 3 | 4 | 5
}

/**
 * A dropdown (react-aria Disclosure: a button that shows and hides its panel, Enter or Space
 * to toggle) listing names with their renewal counts. While the list loads it reads
 * 'Loading...', on failure 'Error...' (spec §2, §8).
 */
export function RenewalDropdown({
  title,
  status,
  rows = [],
  defaultExpanded,
  headingLevel = 4,
}: RenewalDropdownProps) {
  return (
    <Dropdown defaultExpanded={defaultExpanded} data-status={status}>
      <TriggerHeading level={headingLevel}>
        <Trigger slot="trigger">
          {title}
          <ChevronDownIcon size="sm" />
        </Trigger>
      </TriggerHeading>
      <DisclosurePanel>
        <PanelBody>
          {status === 'loading' ? (
            <Note role="status">{CARD_LOADING_TEXT}</Note>
          ) : status === 'error' ? (
            <Note role="alert" data-status="error">
              {DROPDOWN_ERROR_TEXT}
            </Note>
          ) : rows.length === 0 ? (
            <Note>{RENEWALS_EMPTY_TEXT}</Note>
          ) : (
            <List aria-label={title}>
              {rows.map((row) => (
                <Item key={row.parent_id}>
                  <ItemName>{row.name}</ItemName>
                  <Count>{renewalCountText(row.num_renewed)}</Count>
                </Item>
              ))}
            </List>
          )}
        </PanelBody>
      </DisclosurePanel>
    </Dropdown>
  )
}

export interface RenewalRankingCardProps {
  /** The most renewed subscriptions (type=most). */
  most: RenewalListState
  /** The least renewed subscriptions (type=least). */
  least: RenewalListState
  /** The card's heading. */
  title?: string
  /** Open both dropdowns on first render. */
  defaultExpanded?: boolean
}

/** 'Most Renewed' and 'Least Renewed' (spec §2): two dropdowns in one card. */
export function RenewalRankingCard({
  most,
  least,
  title = 'Renewals',
  defaultExpanded,
}: RenewalRankingCardProps) {
  return (
    <DashboardCard title={title}>
      <CardBody>
        <RenewalDropdown
          title={RENEWAL_RANKING_TITLES.most}
          defaultExpanded={defaultExpanded}
          {...most}
        />
        <RenewalDropdown
          title={RENEWAL_RANKING_TITLES.least}
          defaultExpanded={defaultExpanded}
          {...least}
        />
      </CardBody>
    </DashboardCard>
  )
}
