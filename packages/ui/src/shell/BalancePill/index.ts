export * from './BalancePill'
