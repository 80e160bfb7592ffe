export * from './SubscriptionsToolbar'
export * from './noMatch'
