export * from './amount'
export * from './date'
export * from './dateTime'
