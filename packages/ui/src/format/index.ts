export * from './amount'
