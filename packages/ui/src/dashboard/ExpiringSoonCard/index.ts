export * from './ExpiringSoonCard'
