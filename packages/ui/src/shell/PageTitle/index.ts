export * from './PageTitle'
