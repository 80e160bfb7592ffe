export * from './LoadFailedBanner'
