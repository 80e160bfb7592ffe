export * from './DashboardCard'
export * from './parts'
