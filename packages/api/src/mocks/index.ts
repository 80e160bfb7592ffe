export * as fixtures from './fixtures'
export * from './handlers'
export * from './respond'
export * from './scenarios'
