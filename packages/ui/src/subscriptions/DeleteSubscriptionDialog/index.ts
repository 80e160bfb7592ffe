export * from './DeleteSubscriptionDialog'
