export * from './auth'
export * from './fields'
export * from './subscription'
export * from './subscriptionQuery'
