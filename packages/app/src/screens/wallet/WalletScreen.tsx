import { fundWalletSchema, href, pages, statementRequestSchema, todayIso } from '@recur/api'
import {
  CheckoutOutcomeBanner,
  FundWalletDialog,
  PageTitle,
  StatementExport,
  TransactionTable,
  WalletBalanceCard,
} from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { useApi } from '../../api'
import { transactionsSearch, walletTransactionsQuery } from '../../routing/routeQueries'
import { useDebouncedSearch, useSearchState } from '../../routing/useSearchState'
import { startDownload } from '../download'
import { fieldErrorsOf } from '../fieldErrors'
import { viewStatus } from '../viewStatus'
import { useCardPurchaseLookup } from './useCardPurchaseLookup'
import { useCheckoutOutcome } from './useCheckoutOutcome'

/**
 * Spec §2 My Wallet: the balance (polled every 3 s), 'Fund Wallet' through a checkout, and the
 * transactions (polled every 4 s) with search, filter and pages. Back from a checkout, the
 * address carries its reference and the banner follows that transaction to its outcome; a card
 * purchase's reference goes on to /pay, where its outcome is shown.
 */
export function WalletScreen() {
  const { queries } = useApi()
  const [params, setParams] = useSearchParams()
  const [{ search, filter, page }, update] = useSearchState(transactionsSearch)
  // The box follows each keystroke; the URL and the request follow once typing pauses.
  const searchBox = useDebouncedSearch(search, (next) => update({ search: next }))
  // The same query the route started (routing/routeQueries.ts).
  const list = useQuery(walletTransactionsQuery(queries, { search, filter, page }))
  const reference = params.get('reference')
  const referenceKind = useCardPurchaseLookup(reference)
  const checkout = useCheckoutOutcome(reference, params.get('outcome'))
  // Until the reference is known to be a funding, its banner says only that it is being checked.
  const outcome =
    checkout && referenceKind === 'checking' ? { outcome: 'pending' as const } : checkout

  const dismissOutcome = () => {
    const next = new URLSearchParams(params)
    next.delete('reference')
    next.delete('outcome')
    setParams(next, { replace: true })
  }

  if (reference && referenceKind === 'card-purchase')
    return <Navigate to={href(pages.pay, { reference })} replace />

  return (
    <>
      <PageTitle>My Wallet</PageTitle>
      {outcome && (
        <CheckoutOutcomeBanner
          outcome={outcome.outcome}
          amount={outcome.amount}
          onDismiss={dismissOutcome}
        />
      )}
      <Funding />
      <TransactionTable
        status={viewStatus(list)}
        rows={list.data?.data ?? []}
        page={list.data?.current_page ?? page}
        lastPage={list.data?.last_page ?? 1}
        onPageChange={(next) => update({ page: next })}
        search={searchBox.text}
        onSearchChange={searchBox.change}
        filter={filter}
        onFilterChange={(next) => update({ filter: next })}
        onRetry={() => void list.refetch()}
      />
      <Statement />
    </>
  )
}

/** This month in Lagos, its first day to its last: where a statement starts. */
function currentMonth(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return {
    from: `${today.slice(0, 7)}-01`,
    to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`,
  }
}

/** The statement of a range of days (issue 16), downloaded as a CSV. */
function Statement() {
  const { mutations } = useApi()
  const exporting = useMutation({ ...mutations.exportStatement(), onSuccess: startDownload })
  const [defaultRange] = useState(() => currentMonth(todayIso()))
  return (
    <StatementExport
      defaultRange={defaultRange}
      validationSchema={statementRequestSchema}
      onSubmit={(range) => exporting.mutate(range)}
      status={exporting.isPending ? 'pending' : exporting.isError ? 'error' : 'idle'}
      message={exporting.error?.message}
      serverErrors={fieldErrorsOf(exporting.error)}
    />
  )
}

/**
 * The balance (polled every 3 s) and 'Fund Wallet' with its dialog, in a component of their own:
 * opening the dialog, or a new balance every 3 s, re-renders these alone, not the transactions
 * table.
 */
function Funding() {
  const { queries, mutations } = useApi()
  const [funding, setFunding] = useState(false)
  const balance = useQuery(queries.walletBalance())
  const fundingLimits = useQuery(queries.walletFundingLimits())
  const fund = useMutation(mutations.fundWallet())
  return (
    <>
      <WalletBalanceCard
        status={viewStatus(balance)}
        balance={balance.data}
        onFundWallet={() => {
          fund.reset()
          setFunding(true)
        }}
      />
      <FundWalletDialog
        isOpen={funding}
        onOpenChange={setFunding}
        validationSchema={fundWalletSchema}
        status={fund.status}
        // Refused: the server's reason (e.g. the minimum) under the spec's words.
        message={fund.isError ? fund.error.message : fund.data?.message}
        limits={fundingLimits.data}
        onSubmit={(amount) =>
          fund.mutate(
            { amount },
            // Spec §7: the browser goes on to the checkout the server returned.
            { onSuccess: ({ data }) => window.location.assign(data.payment_url) },
          )
        }
      />
    </>
  )
}
