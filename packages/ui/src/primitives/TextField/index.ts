export * from './TextField'
