export * from './Table'
export * from './TableSkeleton'
