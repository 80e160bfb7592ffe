/** Every endpoint path of spec §7, relative to the API base (default `/api`). Written once. */
export const paths = {
  login: '/login',
  register: '/register',
  logout: '/logout',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset',
  changePassword: '/password/change',
  profile: '/users/profile',
  walletBalance: '/wallet/balance',
} as const

export type ApiPath = (typeof paths)[keyof typeof paths]
