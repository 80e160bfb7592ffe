export * from './TransactionTable'
