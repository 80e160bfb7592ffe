export * from './SubscriptionTable'
