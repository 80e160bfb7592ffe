export * from './NotFound'
