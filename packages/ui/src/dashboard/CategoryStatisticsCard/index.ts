export * from './CategoryStatisticsCard'
