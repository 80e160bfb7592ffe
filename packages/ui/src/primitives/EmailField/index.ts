export * from './EmailField'
