export * from './Banner'
