export * from './ServiceGrid'
