export * from './BarChart'
export { abbreviateAmount } from './axis'
