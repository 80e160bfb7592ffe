import { href, pages } from '@recur/api'
import { CheckoutOutcomeBanner, PageTitle, TransactionTable, WalletBalanceCard } from '@recur/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { useApi } from '../../api'
import { transactionsSearch, walletTransactionsQuery } from '../../routing/routeQueries'
import { useDebouncedSearch, useSearchState } from '../../routing/useSearchState'
import { deferred, DialogPending, PartPending, useIdlePreload } from '../deferred'
import { useDeferredView } from '../deferredView'
import { polledViewStatus, viewStatus } from '../viewStatus'
import { useCardPurchaseLookup } from './useCardPurchaseLookup'
import { useCheckoutOutcome } from './useCheckoutOutcome'

// What My Wallet's first paint does not need, each a chunk of its own (../deferred.tsx): the
// statement's form with its date pickers at the page's foot, and the dialog behind 'Fund Wallet'.
const statementPart = deferred(() => import('./Statement').then((m) => m.Statement))
const fundWalletPart = deferred(() => import('./FundWallet').then((m) => m.FundWallet))

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
  const listQuery = walletTransactionsQuery(queries, { search, filter, page })
  const list = useQuery(listQuery)
  const listView = useDeferredView(polledViewStatus(list), list.data)
  const queryClient = useQueryClient()
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
        status={listView.status}
        rows={listView.data?.data ?? []}
        page={listView.data?.current_page ?? page}
        lastPage={listView.data?.last_page ?? 1}
        onPageChange={(next) => update({ page: next })}
        search={searchBox.text}
        onSearchChange={searchBox.change}
        filter={filter}
        onFilterChange={(next) => update({ filter: next })}
        onRetry={() => void queryClient.resetQueries({ queryKey: listQuery.queryKey, exact: true })}
      />
      <Statement />
    </>
  )
}

/**
 * The statement (issue 16) at the page's foot, once its chunk is in: asked for when the page has
 * painted and the browser is idle. Nothing follows it on the page, so nothing shifts when it
 * appears.
 */
function Statement() {
  if (!useIdlePreload(statementPart)) return null
  return (
    <Suspense fallback={<PartPending />}>
      <statementPart.Component />
    </Suspense>
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
  // The dialog is rendered from its first opening on (so it can close with its animation).
  const [opened, setOpened] = useState(false)
  useIdlePreload(fundWalletPart)
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
          setOpened(true)
          setFunding(true)
        }}
      />
      {opened && (
        <Suspense fallback={funding && <DialogPending />}>
          <fundWalletPart.Component
            isOpen={funding}
            onOpenChange={setFunding}
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
        </Suspense>
      )}
    </>
  )
}
