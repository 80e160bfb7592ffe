export * from './ResetSuccess'
