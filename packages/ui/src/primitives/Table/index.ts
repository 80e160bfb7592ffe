export * from './Table'
export * from './TableSkeleton'
export * from './ReadingTable'
