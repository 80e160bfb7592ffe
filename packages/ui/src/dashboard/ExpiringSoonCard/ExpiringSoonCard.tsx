import type { Currency, ExpiringRow, ViewStatus } from '@recur/api/contract'
import styled from 'styled-components'
import { daysLeft, findCurrency, formatAmount, formatDaysLeft } from '../../format'
import { RecordCard, RecordField, RecordList } from '../../primitives/RecordList'
import { ReadingTable, ReadingTableScroll } from '../../primitives/Table/ReadingTable'
import { fontWeight, space, useMediaQuery, wideLayoutQuery } from '../../theme'
import { CardBody, CardNote, CardStatus, DashboardCard } from '../DashboardCard'

/** Spec §2, word for word. */
export const EXPIRING_SOON_EMPTY_TEXT = 'No Subscription Expiring soon'
export const EXPIRING_SOON_COLUMNS = ['Name', 'Amount', 'Category', 'Days Left'] as const

const Name = styled.span`
  display: block;
  min-width: calc(${space[20]} * 1.25);
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`

const Nowrap = styled.span`
  display: block;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const End = styled(Nowrap)`
  text-align: end;
`

export interface ExpiringSoonCardProps {
  status: ViewStatus
  /** GET /dashboard/expiring-soon. */
  rows?: readonly ExpiringRow[]
  /** Today, 'YYYY-MM-DD' in the user's time zone, for the days left. */
  today: string
  /** For each row's currency sign (GET /currencies); an unknown code shows ₦. */
  currencies: readonly Currency[]
  onRetry?: () => void
  /**
   * 'table' (the four columns side by side) or 'cards' (a card per subscription, every column
   * labelled). By default the table where it fits the screen (`wideLayoutQuery.expiringSoon`),
   * the cards below.
   */
  layout?: 'table' | 'cards'
}

/**
 * 'Expiring Soon' (spec §2): name, amount in its currency, category and days left ('Today',
 * '1 day', '3 days'); 'No Subscription Expiring soon' when there are none. Where the table does
 * not fit (a phone) each subscription is a card, named by it, with every column labelled.
 */
export function ExpiringSoonCard({
  status,
  rows = [],
  today,
  currencies,
  onRetry,
  layout,
}: ExpiringSoonCardProps) {
  const wide = useMediaQuery(wideLayoutQuery.expiringSoon, true)
  const shown = layout ?? (wide ? 'table' : 'cards')
  const amount = (row: ExpiringRow) =>
    formatAmount(row.amount, { currency: findCurrency(row.currency_code, currencies) })
  const left = (row: ExpiringRow) => formatDaysLeft(daysLeft(row.end_date, today))
  return (
    <DashboardCard title="Expiring Soon">
      <CardBody>
        {status !== 'ready' ? (
          <CardStatus status={status} onRetry={onRetry} />
        ) : rows.length === 0 ? (
          <CardNote>{EXPIRING_SOON_EMPTY_TEXT}</CardNote>
        ) : shown === 'cards' ? (
          <RecordList aria-label="Expiring Soon">
            {rows.map((row) => (
              <RecordCard key={row.uid} title={row.name} headingLevel={4}>
                <RecordField label="Amount">
                  <Nowrap>{amount(row)}</Nowrap>
                </RecordField>
                <RecordField label="Days Left">
                  <Nowrap>{left(row)}</Nowrap>
                </RecordField>
                <RecordField label="Category" wide>
                  {row.category.name}
                </RecordField>
              </RecordCard>
            ))}
          </RecordList>
        ) : (
          <ReadingTableScroll tabIndex={0} role="group" aria-label="Expiring Soon table">
            <ReadingTable aria-label="Expiring Soon">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col" data-end>
                    Amount
                  </th>
                  <th scope="col">Category</th>
                  <th scope="col" data-end>
                    Days Left
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.uid}>
                    <th scope="row">
                      <Name>{row.name}</Name>
                    </th>
                    <td>
                      <End>{amount(row)}</End>
                    </td>
                    <td>{row.category.name}</td>
                    <td>
                      <End>{left(row)}</End>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ReadingTable>
          </ReadingTableScroll>
        )}
      </CardBody>
    </DashboardCard>
  )
}
