export * from './SubscriptionStatus'
