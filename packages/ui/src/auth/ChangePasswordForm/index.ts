export * from './ChangePasswordForm'
