export * from './types'
export * from './ServiceGrid'
export * from './ServicePurchaseForm'
export * from './PaymentSuccessCard'
