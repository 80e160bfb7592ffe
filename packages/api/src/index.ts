export * from './contract'
export * from './client'
export * from './schemas'
export * from './subscriptionDefaults'
