export * from './icons'
