export * from './Link'
