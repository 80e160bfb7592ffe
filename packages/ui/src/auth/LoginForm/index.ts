export * from './LoginForm'
