export * from './AuthForm'
