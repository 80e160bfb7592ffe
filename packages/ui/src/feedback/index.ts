export * from './BrokenPage'
export * from './ErrorView'
export * from './NotFound'
export * from './EmptyState'
