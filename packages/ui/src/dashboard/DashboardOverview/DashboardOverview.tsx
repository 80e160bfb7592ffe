import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { Heading } from '../../primitives/Heading'
import { breakpoint, space } from '../../theme'

/** The grid follows the width it is given (a container query), not the window's. */
const Section = styled.section`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
`

/**
 * One column on a phone; two from the md breakpoint; three from lg, with the wide cards (the
 * bar chart, the table) beside a doughnut. Every layout reads row by row in the order of the
 * markup, so the focus order follows what the eye sees. The breakpoints apply to the panel's
 * own width, so an open side menu or a narrow story frame lays it out as a screen that wide.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'spend'
    'entries'
    'renewals'
    'yearly'
    'category'
    'currency'
    'expiring';
  gap: ${space[4]};

  @container (min-width: ${breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'spend entries'
      'renewals renewals'
      'yearly yearly'
      'category currency'
      'expiring expiring';
  }

  @container (min-width: ${breakpoint.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas:
      'spend entries renewals'
      'yearly yearly category'
      'currency expiring expiring';
  }
`

/** Placed by its `data-slot` (static styles: no CSS built per slot). */
const Slot = styled.div`
  min-width: 0;

  ${['spend', 'entries', 'renewals', 'yearly', 'category', 'currency', 'expiring']
    .map((area) => `&[data-slot='${area}'] { grid-area: ${area}; }`)
    .join('\n')}
`

export interface DashboardOverviewProps {
  /** The panel's heading. */
  title?: ReactNode
  totalSpend?: ReactNode
  totalEntries?: ReactNode
  categoryStatistics?: ReactNode
  yearlySpend?: ReactNode
  spendByCurrency?: ReactNode
  expiringSoon?: ReactNode
  renewals?: ReactNode
  /** Set while the cards are placeholders (the page skeleton). */
  'aria-busy'?: boolean
}

/**
 * The dashboard's 'Overview' panel (spec §2): the cards in a responsive grid. Each card goes in
 * its named place, in this reading order: Total spend, Total Entries, Most/Least Renewed,
 * Yearly Spend, Category Statistics, Spend By Currency, Expiring Soon.
 */
export function DashboardOverview({
  title = 'Overview',
  totalSpend,
  totalEntries,
  categoryStatistics,
  yearlySpend,
  spendByCurrency,
  expiringSoon,
  renewals,
  'aria-busy': busy,
}: DashboardOverviewProps) {
  const headingId = useId()
  const slots: [string, ReactNode][] = [
    ['spend', totalSpend],
    ['entries', totalEntries],
    ['renewals', renewals],
    ['yearly', yearlySpend],
    ['category', categoryStatistics],
    ['currency', spendByCurrency],
    ['expiring', expiringSoon],
  ]
  return (
    <Section aria-labelledby={headingId} aria-busy={busy || undefined}>
      <Heading id={headingId} level={2} size="md">
        {title}
      </Heading>
      <Grid>
        {slots.map(([area, card]) =>
          card ? (
            <Slot key={area} data-slot={area}>
              {card}
            </Slot>
          ) : null,
        )}
      </Grid>
    </Section>
  )
}
