export * from './Table'
