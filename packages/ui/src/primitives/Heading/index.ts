export * from './Heading'
