export * from './ErrorView'
