export * from './NativeDateField'
