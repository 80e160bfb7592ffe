export * from './WalletBalanceCard'
