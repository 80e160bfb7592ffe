import { object, string, type InferType } from 'yup'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'
import { confirmationField, emailField, newPasswordField, passwordField } from './fields'

export const loginSchema = object({
  email: emailField(),
  password: passwordField(),
})
export type LoginPayload = InferType<typeof loginSchema>

export const registerSchema = object({
  email: emailField(),
  password: newPasswordField(),
  password_confirmation: confirmationField(),
})
export type RegisterPayload = InferType<typeof registerSchema>

export const forgotPasswordSchema = object({
  email: emailField(),
})
export type ForgotPasswordPayload = InferType<typeof forgotPasswordSchema>

export const resetPasswordSchema = object({
  token: string().required(messages.tokenRequired).max(TEXT_LIMITS.token, messages.tokenTooLong),
  password: newPasswordField(),
  password_confirmation: confirmationField(),
})
export type ResetPasswordPayload = InferType<typeof resetPasswordSchema>

export const changePasswordSchema = object({
  old_password: passwordField(messages.oldPasswordRequired),
  password: newPasswordField(messages.newPasswordRequired),
  password_confirmation: confirmationField(),
})
export type ChangePasswordPayload = InferType<typeof changePasswordSchema>
