export * from './FilterBar'
export * from './filters'
