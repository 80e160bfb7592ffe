export * from './PaymentSuccessCard'
