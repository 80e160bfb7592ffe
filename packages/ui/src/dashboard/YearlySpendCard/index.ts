export * from './YearlySpendCard'
export * from './caption'
