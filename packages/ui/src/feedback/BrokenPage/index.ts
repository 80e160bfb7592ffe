export * from './BrokenPage'
