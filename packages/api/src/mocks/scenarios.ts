import { handlers } from './handlers'

/** Named worlds for a whole screen: what every signed-in call answers. */
const auth = [
  handlers.login.success,
  handlers.register.success,
  handlers.logout.success,
  handlers.forgotPassword.success,
  handlers.resetPassword.success,
  handlers.changePassword.success,
]

export const scenarios = {
  populated: [...auth, handlers.profile.populated, handlers.walletBalance.populated],
  empty: [...auth, handlers.profile.populated, handlers.walletBalance.empty],
  loading: [...auth, handlers.profile.loading, handlers.walletBalance.loading],
  error: [...auth, handlers.profile.error, handlers.walletBalance.error],
}

export type ScenarioName = keyof typeof scenarios
