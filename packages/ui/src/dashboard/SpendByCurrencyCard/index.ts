export * from './SpendByCurrencyCard'
export * from './periods'
