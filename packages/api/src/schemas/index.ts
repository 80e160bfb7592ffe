export * from './auth'
export * from './fields'
