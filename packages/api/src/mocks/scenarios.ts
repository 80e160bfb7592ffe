import { dashboardHandlers } from './dashboard'
import { exportHandlers } from './exports'
import { handlers } from './handlers'
import { paymentScenario } from './payments'
import { settingsScenario } from './settings'

/** Named worlds for a whole screen: what every signed-in call answers. */
const auth = [
  handlers.login.success,
  handlers.register.success,
  handlers.logout.success,
  handlers.forgotPassword.success,
  handlers.resetPassword.success,
  handlers.changePassword.success,
]

const lookups = [handlers.categories.populated, handlers.currencies.populated]

const writes = [
  handlers.updateProfile.success,
  handlers.createSubscription.success,
  handlers.updateSubscription.success,
  handlers.renewSubscription.success,
  handlers.deleteSubscription.success,
  exportHandlers.exportSubscriptions.ready,
  exportHandlers.exportStatement.ready,
  exportHandlers.downloadExport.csv,
]

export const scenarios = {
  populated: [
    ...auth,
    ...lookups,
    ...writes,
    handlers.profile.populated,
    handlers.walletBalance.populated,
    handlers.subscriptions.populated,
    handlers.subscription.found,
    ...dashboardHandlers.populated,
    ...paymentScenario,
    ...settingsScenario.populated,
  ],
  empty: [
    ...auth,
    ...lookups,
    ...writes,
    handlers.profile.populated,
    handlers.walletBalance.empty,
    handlers.subscriptions.empty,
    handlers.subscription.found,
    ...dashboardHandlers.empty,
    ...settingsScenario.populated,
  ],
  loading: [
    ...auth,
    ...lookups,
    handlers.profile.loading,
    handlers.walletBalance.loading,
    handlers.subscriptions.loading,
    handlers.subscription.loading,
    ...dashboardHandlers.loading,
    ...settingsScenario.loading,
  ],
  error: [
    ...auth,
    ...lookups,
    handlers.profile.error,
    handlers.walletBalance.error,
    handlers.subscriptions.error,
    handlers.subscription.notFound,
    ...dashboardHandlers.error,
    ...settingsScenario.error,
  ],
}

export type ScenarioName = keyof typeof scenarios
