export * from './DashboardSkeleton'
