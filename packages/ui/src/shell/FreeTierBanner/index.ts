export * from './FreeTierBanner'
