export * from './ImportSubscriptions'
