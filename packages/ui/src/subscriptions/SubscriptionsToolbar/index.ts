export * from './SubscriptionsToolbar'
