import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilter,
  type TransactionStatus,
  type TransactionType,
  type ViewStatus,
  type WalletTransaction,
} from '@recur/api/contract'
import styled from 'styled-components'
import { EmptyState } from '../../feedback/EmptyState'
import { ErrorView } from '../../feedback/ErrorView'
import { formatNaira, formatTransactionDate, INVALID_AMOUNT } from '../../format'
import { ArrowDownLeftIcon, ArrowUpRightIcon } from '../../primitives/Icon'
import { Pagination } from '../../primitives/Pagination'
import {
  RecordCard,
  RecordField,
  RecordList,
  RecordListSkeleton,
} from '../../primitives/RecordList'
import { SearchField } from '../../primitives/SearchField'
import { NativeSelect } from '../../primitives/NativeSelect'
import { Skeleton } from '../../primitives/Skeleton'
import { ReadingTable, ReadingTableScroll } from '../../primitives/Table/ReadingTable'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import {
  color,
  fontSize,
  fontWeight,
  media,
  radius,
  size,
  space,
  useMediaQuery,
  wideLayoutQuery,
} from '../../theme'
import { TRANSACTION_COLUMNS } from '../types'

/** How many placeholder rows show while a page loads. */
export const TRANSACTION_SKELETON_ROWS = 6

/** The words for a type and a status. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  credit: 'Credit',
  debit: 'Debit',
}
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
  reversed: 'Reversed',
}

/** The filter's 'everything' option. */
export const ALL_TRANSACTIONS = 'All transactions'
const ALL_ID = 'all'

const filterOptions = [
  { id: ALL_ID, label: ALL_TRANSACTIONS },
  ...TRANSACTION_TYPES.map((id) => ({ id, label: TRANSACTION_TYPE_LABELS[id] })),
  ...TRANSACTION_STATUSES.map((id) => ({ id, label: TRANSACTION_STATUS_LABELS[id] })),
]

const statusTones: Record<TransactionStatus, { background: string; text: string }> = {
  pending: { background: color.warningSubtle, text: color.onWarningSubtle },
  successful: { background: color.successSubtle, text: color.onSuccessSubtle },
  failed: { background: color.dangerSubtle, text: color.onDangerSubtle },
  reversed: { background: color.infoSubtle, text: color.onInfoSubtle },
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
`

const Toolbar = styled.div`
  display: grid;
  gap: ${space[3]};
  align-items: end;

  ${media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`

const Action = styled.span<{ $type: TransactionType }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;

  & > svg {
    padding: ${space[0.5]};
    border-radius: ${radius.round};
    background: ${({ $type }) => ($type === 'credit' ? color.successSubtle : color.surfaceMuted)};
    color: ${({ $type }) => ($type === 'credit' ? color.onSuccessSubtle : color.text)};
  }
`

const ActionCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[1]};
`

const Badge = styled.span<{ $status: TransactionStatus }>`
  display: inline-flex;
  padding: ${space[0.5]} ${space[2]};
  border-radius: ${radius.pill};
  background: ${({ $status }) => statusTones[$status].background};
  color: ${({ $status }) => statusTones[$status].text};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
`

/** How an amount reads: money in, money out, or money that never moved (struck through). */
type AmountTone = TransactionType | 'unmoved'

const amountColours: Record<AmountTone, string> = {
  credit: color.onSuccessSubtle,
  debit: color.text,
  unmoved: color.textMuted,
}

const AmountStack = styled.span<{ $align: 'start' | 'end' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  gap: ${space[0.5]};
  text-align: ${({ $align }) => $align};
`

const Amount = styled.span<{ $tone: AmountTone }>`
  color: ${({ $tone }) => amountColours[$tone]};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $tone }) => ($tone === 'unmoved' ? fontWeight.regular : fontWeight.semibold)};
  white-space: nowrap;

  & > s {
    text-decoration-thickness: ${size.underlineThickness};
  }
`

const Refund = styled.span`
  color: ${color.onSuccessSubtle};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
`

const Description = styled.span`
  display: block;
  min-width: calc(${space[20]} * 2);
  max-width: calc(${space[20]} * 4);
  overflow-wrap: anywhere;
`

const Nowrap = styled.span`
  white-space: nowrap;
`

export interface TransactionTableProps {
  /** GET /wallet/transactions: where the page stands. */
  status: ViewStatus
  /** The page of transactions, newest first. */
  rows: readonly WalletTransaction[]
  /** 1-based current page (data.current_page). */
  page: number
  /** data.last_page. */
  lastPage: number
  onPageChange: (page: number) => void
  /** The search text (controlled); the caller debounces before it queries. */
  search: string
  onSearchChange: (search: string) => void
  /** One type or status, or null for all transactions (controlled). */
  filter: TransactionFilter | null
  onFilterChange: (filter: TransactionFilter | null) => void
  /** Offered on the error view. */
  onRetry?: () => void
  'aria-label'?: string
  /**
   * 'table' (the four columns side by side) or 'cards' (a card per transaction, every column
   * labelled). By default the table where its columns fit the screen
   * (`wideLayoutQuery.transactionTable`), the cards below.
   */
  layout?: TransactionTableLayout
}

/** How the transactions are laid out: a table, or a card per transaction (a phone). */
export type TransactionTableLayout = 'table' | 'cards'

/** '+₦50,000.00' for a credit, '-₦15,800.00' for a debit; 'Invalid amount' stays as it is. */
export function signedNaira(type: TransactionType, amount: unknown): string {
  const formatted = formatNaira(amount)
  if (formatted === INVALID_AMOUNT) return formatted
  return `${type === 'credit' ? '+' : '-'}${formatted.replace(/^-/, '')}`
}

/** What a reversed debit says under its struck amount: the money came back. */
export const refundedText = (amount: string) => `${amount} refunded to your wallet`

/**
 * A transaction's amount, signed. Money that never moved (a failed transaction, a reversed
 * debit) is struck through and muted, so it does not read as money gone or come; a reversed
 * debit also says that its amount went back into the wallet.
 */
export function TransactionAmount({
  row,
  align = 'end',
}: {
  row: Pick<WalletTransaction, 'type' | 'status' | 'amount'>
  align?: 'start' | 'end'
}) {
  const signed = signedNaira(row.type, row.amount)
  const unmoved = row.status === 'failed' || row.status === 'reversed'
  if (!unmoved || signed === INVALID_AMOUNT) {
    return (
      <AmountStack $align={align}>
        <Amount $tone={row.type}>{signed}</Amount>
      </AmountStack>
    )
  }
  return (
    <AmountStack $align={align}>
      <Amount $tone="unmoved" data-unmoved>
        <s>{signed}</s>
      </Amount>
      {row.type === 'debit' && row.status === 'reversed' && (
        <Refund>{refundedText(signedNaira('credit', row.amount))}</Refund>
      )}
    </AmountStack>
  )
}

function TransactionAction({ row }: { row: WalletTransaction }) {
  return (
    <ActionCell>
      <Action $type={row.type}>
        {row.type === 'credit' ? <ArrowDownLeftIcon size="sm" /> : <ArrowUpRightIcon size="sm" />}
        {TRANSACTION_TYPE_LABELS[row.type] ?? row.type}
      </Action>
      <Badge $status={row.status} data-status={row.status}>
        {TRANSACTION_STATUS_LABELS[row.status] ?? row.status}
      </Badge>
    </ActionCell>
  )
}

/**
 * My Wallet's transactions (spec §2): Action (credit or debit, in words with an icon, and the
 * status), Amount (signed, in NGN), Description, Date & Time ('MMMM dd, yyyy hh:mm a' in
 * Lagos), with a search, a type/status filter and pagination. Where the columns do not fit (a
 * phone) every transaction is a card instead, named by its description, with every column as a
 * label and its value. Loading and failure are the caller's to say through `status`.
 */
export function TransactionTable({
  status,
  rows,
  page,
  lastPage,
  onPageChange,
  search,
  onSearchChange,
  filter,
  onFilterChange,
  onRetry,
  'aria-label': ariaLabel = 'Transactions',
  layout,
}: TransactionTableProps) {
  const wide = useMediaQuery(wideLayoutQuery.transactionTable, true)
  const shown = layout ?? (wide ? 'table' : 'cards')
  const narrowed = search.trim() !== '' || filter !== null
  return (
    <Stack>
      <Toolbar>
        <SearchField
          label="Search transactions"
          hideLabel
          placeholder="Search transactions"
          value={search}
          onChange={onSearchChange}
        />
        <NativeSelect
          label={<VisuallyHidden>Filter transactions</VisuallyHidden>}
          options={filterOptions}
          value={filter ?? ALL_ID}
          onChange={(id) => onFilterChange(id === ALL_ID ? null : (id as TransactionFilter))}
        />
      </Toolbar>
      {status === 'error' ? (
        <ErrorView title="Could not load your transactions" onRetry={onRetry} />
      ) : status === 'loading' ? (
        shown === 'table' ? (
          <TransactionTableSkeleton aria-label={ariaLabel} />
        ) : (
          <RecordListSkeleton
            loadingText="Loading transactions"
            cards={TRANSACTION_SKELETON_ROWS}
            fields={CARD_FIELDS}
          />
        )
      ) : rows.length === 0 ? (
        <EmptyState
          title={narrowed ? 'No matching transactions' : 'No transactions yet'}
          message={
            narrowed
              ? 'Try another search or filter.'
              : 'Fund your wallet or pay for a service and it will show here.'
          }
        />
      ) : (
        <>
          {shown === 'cards' ? (
            <RecordList aria-label={ariaLabel}>
              {rows.map((row) => (
                <RecordCard key={row.id} title={row.description}>
                  <RecordField label="Action">
                    <TransactionAction row={row} />
                  </RecordField>
                  <RecordField label="Amount">
                    <TransactionAmount row={row} align="start" />
                  </RecordField>
                  <RecordField label="Date & Time" wide>
                    {formatTransactionDate(row.created_at)}
                  </RecordField>
                </RecordCard>
              ))}
            </RecordList>
          ) : (
            <ReadingTableScroll tabIndex={0} role="group" aria-label={`${ariaLabel} table`}>
              <ReadingTable aria-label={ariaLabel}>
                <Header />
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <TransactionAction row={row} />
                      </td>
                      <td>
                        <TransactionAmount row={row} />
                      </td>
                      <th scope="row">
                        <Description>{row.description}</Description>
                      </th>
                      <td>
                        <Nowrap>{formatTransactionDate(row.created_at)}</Nowrap>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ReadingTable>
            </ReadingTableScroll>
          )}
          {lastPage > 1 && (
            <Pagination
              currentPage={page}
              lastPage={lastPage}
              onPageChange={onPageChange}
              aria-label="Transaction pages"
            />
          )}
        </>
      )}
    </Stack>
  )
}

/** A card's labelled fields: every column but the description (its title). */
const CARD_FIELDS = TRANSACTION_COLUMNS.filter((name) => name !== 'Description')

function Header() {
  return (
    <thead>
      <tr>
        {TRANSACTION_COLUMNS.map((name) => (
          <th key={name} scope="col" data-end={name === 'Amount' || undefined}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** The table's loading state in its own layout: the header over skeleton rows. */
function TransactionTableSkeleton({ 'aria-label': ariaLabel }: { 'aria-label': string }) {
  return (
    <div aria-busy="true" data-loading>
      <VisuallyHidden role="status">Loading transactions</VisuallyHidden>
      <ReadingTableScroll tabIndex={0} role="group" aria-label={`${ariaLabel} table`}>
        <ReadingTable aria-label={ariaLabel}>
          <Header />
          <tbody>
            {Array.from({ length: TRANSACTION_SKELETON_ROWS }, (_, index) => (
              <tr key={index}>
                {TRANSACTION_COLUMNS.map((name) => (
                  <td key={name}>
                    <Skeleton
                      width={name === 'Action' ? space[20] : '100%'}
                      label={name === 'Description' ? 'Loading' : undefined}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ReadingTable>
      </ReadingTableScroll>
    </div>
  )
}
