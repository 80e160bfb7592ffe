export * from './CheckoutOutcomeBanner'
