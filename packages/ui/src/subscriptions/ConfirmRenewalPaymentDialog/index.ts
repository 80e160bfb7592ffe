export * from './ConfirmRenewalPaymentDialog'
