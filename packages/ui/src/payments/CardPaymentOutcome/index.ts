export * from './CardPaymentOutcome'
