export * from './SubscriptionForm'
