export * from './Skeleton'
