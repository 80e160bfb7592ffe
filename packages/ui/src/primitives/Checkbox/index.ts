export * from './Checkbox'
