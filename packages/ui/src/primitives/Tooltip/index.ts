export * from './Tooltip'
