export * from './DashboardOverview'
