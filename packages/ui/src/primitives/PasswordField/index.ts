export * from './PasswordField'
