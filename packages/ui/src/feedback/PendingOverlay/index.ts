export * from './PendingOverlay'
