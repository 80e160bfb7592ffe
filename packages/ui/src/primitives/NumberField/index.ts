export * from './NumberField'
