export * from './FundWalletDialog'
