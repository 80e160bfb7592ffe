export * from './AuthLayout'
export * from './AuthArtwork'
