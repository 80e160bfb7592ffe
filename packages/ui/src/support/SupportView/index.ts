export * from './SupportView'
