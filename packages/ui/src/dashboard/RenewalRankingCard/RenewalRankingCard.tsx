import { messages, type RenewalRow, type ViewStatus } from '@recur/api/contract'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { ChevronDownIcon } from '../../primitives/Icon'
import { listTriggerLayout } from '../../primitives/Select/Select.styles'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  motion,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from '../../theme'
import { CardBody, DashboardCard } from '../DashboardCard'
import { DROPDOWN_ERROR_TEXT } from '../types'
import { renewalCountText } from './renewals'

export const RENEWAL_RANKING_TITLES = { most: 'Most Renewed', least: 'Least Renewed' } as const
export const RENEWALS_EMPTY_TEXT = 'No renewals yet'

const Dropdown = styled.div`
  min-width: 0;
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`

/**
 * The two triggers side by side (stacked when narrow); an open list spans them and lies over what is below it, as
 * a dropdown's does, so opening it never stretches the card nor the cards beside it.
 */
const Pickers = styled.div`
  position: relative;
  display: grid;
  /* Side by side when both fit on one line; stacked on a phone (the list still opens below). */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${space[20]} * 2.125)), 1fr));
  gap: ${space[2]};
`

/** Placed against the nearest positioned ancestor: in the card, the row of both triggers. */
const Panel = styled.div`
  position: absolute;
  z-index: ${zIndex.raised};
  inset-inline: 0;
  top: calc(100% + ${space[1]});
`

const TriggerHeading = styled.h4`
  margin: 0;
  font-size: ${fontSize.md};
`

const Trigger = styled.button`
  ${listTriggerLayout}
  border: none;
  background: transparent;
  font-weight: ${fontWeight.semibold};

  & > svg {
    transition: transform ${motion.fast} ${motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:hover {
    background: ${color.ghostHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`

/** The box lives inside the panel, which is `hidden` while closed. */
const PanelBody = styled.div`
  max-height: calc(${space[20]} * 3);
  overflow-y: auto;
  padding: ${space[1]} ${space[3]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.md};
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
  status: ViewStatus
  /** GET /dashboard/renewed?type=most|least, in the server's order. */
  rows?: readonly RenewalRow[]
}

export interface RenewalDropdownProps extends RenewalListState {
  /** The trigger's words: 'Most Renewed' or 'Least Renewed'. */
  title: string
  /** Open on first render (uncontrolled). */
  defaultExpanded?: boolean
  /** Open or not (controlled), with the change asked for. */
  isExpanded?: boolean
  onExpandedChange?: (isExpanded: boolean) => void
  /** The heading level of the trigger; 4 inside a card whose title is an h3. */
  headingLevel?: 3 | 4 | 5
}

/**
 * A dropdown (a disclosure: a native button with `aria-expanded` that shows and hides its
 * panel, Enter or Space to toggle) listing names with their renewal counts, over what lies
 * below it. A press outside it or Escape closes it. While the list loads it reads 'Loading...',
 * on failure 'Error...' (spec §2, §8).
 */
export function RenewalDropdown({
  title,
  status,
  rows = [],
  defaultExpanded = false,
  isExpanded: controlled,
  onExpandedChange,
  headingLevel = 4,
}: RenewalDropdownProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded)
  const isExpanded = controlled ?? uncontrolled
  const setExpanded = (next: boolean) => {
    setUncontrolled(next)
    onExpandedChange?.(next)
  }
  const ref = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const triggerId = useId()
  const panelId = useId()

  useEffect(() => {
    if (!isExpanded) return
    const closeOutside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setExpanded(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setExpanded is new every render
  }, [isExpanded])

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isExpanded) return
    setExpanded(false)
    triggerRef.current?.focus()
  }

  return (
    <Dropdown ref={ref} data-status={status} data-expanded={isExpanded || undefined}>
      <TriggerHeading as={`h${headingLevel}`}>
        <Trigger
          type="button"
          id={triggerId}
          ref={triggerRef}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!isExpanded)}
          onKeyDown={closeOnEscape}
        >
          {title}
          <ChevronDownIcon size="sm" />
        </Trigger>
      </TriggerHeading>
      <Panel id={panelId} role="group" aria-labelledby={triggerId} hidden={!isExpanded}>
        <PanelBody onKeyDown={closeOnEscape}>
          {status === 'loading' ? (
            <Note role="status">{messages.loading}</Note>
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
      </Panel>
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
  /** Open one dropdown on first render (one at a time: each opens over what lies below it). */
  defaultExpanded?: 'most' | 'least'
}

/**
 * 'Most Renewed' and 'Least Renewed' (spec §2): two dropdowns in one card, side by side, one
 * open at a time.
 */
export function RenewalRankingCard({
  most,
  least,
  title = 'Renewals',
  defaultExpanded,
}: RenewalRankingCardProps) {
  const [open, setOpen] = useState<'most' | 'least' | null>(defaultExpanded ?? null)
  const toggle = (which: 'most' | 'least') => (isExpanded: boolean) =>
    setOpen((current) => (isExpanded ? which : current === which ? null : current))
  return (
    <DashboardCard title={title}>
      <CardBody>
        <Pickers>
          <RenewalDropdown
            title={RENEWAL_RANKING_TITLES.most}
            isExpanded={open === 'most'}
            onExpandedChange={toggle('most')}
            {...most}
          />
          <RenewalDropdown
            title={RENEWAL_RANKING_TITLES.least}
            isExpanded={open === 'least'}
            onExpandedChange={toggle('least')}
            {...least}
          />
        </Pickers>
      </CardBody>
    </DashboardCard>
  )
}
