export * from './ServicePurchaseForm'
