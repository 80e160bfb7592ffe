export * from './TotalSpendCard'
