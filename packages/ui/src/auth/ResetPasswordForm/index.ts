export * from './ResetPasswordForm'
