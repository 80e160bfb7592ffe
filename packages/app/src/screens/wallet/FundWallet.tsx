import { fundWalletSchema } from '@recur/api'
import { FundWalletDialog, type FundWalletDialogProps } from '@recur/ui'

/**
 * 'Fund Wallet' with the contract's schema: a chunk of its own (the dialog, its amount field,
 * the form and the schema), loaded when the wallet has painted and the browser is idle, or when
 * the dialog is first opened (WalletScreen.tsx).
 */
export function FundWallet(props: Omit<FundWalletDialogProps, 'validationSchema'>) {
  return <FundWalletDialog {...props} validationSchema={fundWalletSchema} />
}
