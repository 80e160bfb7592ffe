export * from './FilterBar'
export * from './FilterPanel'
export * from './filters'
