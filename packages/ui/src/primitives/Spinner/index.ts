export * from './Spinner'
