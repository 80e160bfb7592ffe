export * from './SignUpForm'
