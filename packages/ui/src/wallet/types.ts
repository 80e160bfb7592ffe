/**
 * The wallet views' own words (spec §2 My Wallet). What they show (WalletTransaction, its types,
 * statuses and filters, the funding failure's message) is the contract's: @recur/api/contract.
 */

/** Spec §2 My Wallet: the dialog's title and the button that opens it. */
export const FUND_WALLET_LABEL = 'Fund Wallet'
/** Said under the amount before anything is sent: what one funding may be. */
export const fundWalletLimitsText = (min: string, max: string) =>
  `In naira (NGN), from ${min} to ${max} at a time.`
/** Spec §2 My Wallet: the table's columns, word for word. */
export const TRANSACTION_COLUMNS = ['Action', 'Amount', 'Description', 'Date & Time'] as const
