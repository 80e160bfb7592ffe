/**
 * What the wallet views read (spec §3 Wallet transaction, §7 Wallet). Structural: the
 * contract's WalletTransaction from @recur/api fits as it is, so the app passes API data
 * straight in.
 */

export const WALLET_TRANSACTION_TYPES = ['credit', 'debit'] as const
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number]

export const WALLET_TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number]

/** GET /wallet/transactions?filter=: one type or one status; null for everything. */
export type WalletTransactionFilter = WalletTransactionType | WalletTransactionStatus

/** One row of the transaction table. */
export interface WalletTransactionRow {
  id: string
  type: WalletTransactionType
  /** Naira, positive; the type says which way it moved. */
  amount: number | string
  description: string
  status: WalletTransactionStatus
  /** ISO 8601 instant; shown as 'MMMM dd, yyyy hh:mm a' in Lagos. */
  created_at: string
}

/** Spec §2 and §8: the balance reads 'Loading...' while it loads and when it failed. */
export const BALANCE_LOADING_TEXT = 'Loading...'
/** Spec §2 My Wallet: the dialog's title and the button that opens it. */
export const FUND_WALLET_LABEL = 'Fund Wallet'
/** Said under the amount before anything is sent: what one funding may be. */
export const fundWalletLimitsText = (min: string, max: string) =>
  `In naira (NGN), from ${min} to ${max} at a time.`
/** Spec §8: a funding request that came back with a non-200 status. */
export const FUND_WALLET_ERROR_TEXT = 'An error occurred, please try again'
/** Spec §2 My Wallet: the table's columns, word for word. */
export const TRANSACTION_COLUMNS = ['Action', 'Amount', 'Description', 'Date & Time'] as const
