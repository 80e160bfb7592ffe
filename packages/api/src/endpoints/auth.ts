import { paths } from '../paths'
import type { User } from '../types'
import { answer, endpoint } from './define'

/** Signing up, in and out, and the password (spec §7 Auth). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: paths.login,
    auth: false,
    body: 'loginSchema',
    answer: answer<{ user: User }>('userAnswer'),
  }),
  register: endpoint({
    method: 'POST',
    path: paths.register,
    auth: false,
    body: 'registerSchema',
    answer: answer<{ user: User }>('userAnswer'),
  }),
  logout: endpoint({
    method: 'POST',
    path: paths.logout,
    auth: true,
    answer: answer<null>('nullAnswer'),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: paths.forgotPassword,
    auth: false,
    body: 'forgotPasswordSchema',
    answer: answer<null>('nullAnswer'),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: paths.resetPassword,
    auth: false,
    body: 'resetPasswordSchema',
    answer: answer<null>('nullAnswer'),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: paths.changePassword,
    auth: true,
    body: 'changePasswordSchema',
    answer: answer<null>('nullAnswer'),
  }),
}
