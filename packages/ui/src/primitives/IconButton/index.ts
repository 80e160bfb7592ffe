export * from './IconButton'
