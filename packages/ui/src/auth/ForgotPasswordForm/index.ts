export * from './ForgotPasswordForm'
