export * from './amount'
export * from './date'
