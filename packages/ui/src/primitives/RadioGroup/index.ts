export * from './RadioGroup'
