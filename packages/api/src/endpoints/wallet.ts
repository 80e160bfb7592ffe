import { paths } from '../paths'
import type { FundWalletResult, WalletTransaction } from '../payments'
import type { Paginated, Wallet } from '../types'
import { answer, endpoint, query } from './define'

/** The wallet: its balance, its ledger, and funding it by card (spec §7 Wallet). */
export const walletEndpoints = {
  walletBalance: endpoint({
    method: 'GET',
    path: paths.walletBalance,
    auth: true,
    cached: true,
    answer: answer<Wallet>('walletAnswer'),
  }),
  walletTransactions: endpoint({
    method: 'GET',
    path: paths.walletTransactions,
    auth: true,
    cached: true,
    query: query('transactionListQuerySchema'),
    answer: answer<Paginated<WalletTransaction>>('transactionPageAnswer'),
  }),
  fundWallet: endpoint({
    method: 'POST',
    path: paths.walletCredit,
    auth: true,
    body: 'fundWalletSchema',
    answer: answer<FundWalletResult>('checkoutAnswer'),
  }),
}
