export * from './OfflineBanner'
