import { authEndpoints } from './auth'
import { dashboardEndpoints } from './dashboard'
import { importEndpoints } from './imports'
import { exportEndpoints } from './exports'
import { lookupEndpoints } from './lookups'
import { paymentEndpoints } from './payments'
import { settingsEndpoints } from './settings'
import { subscriptionEndpoints } from './subscriptions'
import { userEndpoints } from './users'
import { walletEndpoints } from './wallet'

export * from './define'
export {
  authEndpoints,
  dashboardEndpoints,
  importEndpoints,
  exportEndpoints,
  lookupEndpoints,
  paymentEndpoints,
  settingsEndpoints,
  subscriptionEndpoints,
  userEndpoints,
  walletEndpoints,
}

/**
 * Every endpoint of the API, one table per domain. Adding an endpoint is a row in its domain's
 * table, its server handler and its mock answer (docs/architecture.md, "Adding an endpoint").
 */
export const endpoints = {
  ...authEndpoints,
  ...userEndpoints,
  ...settingsEndpoints,
  ...walletEndpoints,
  ...paymentEndpoints,
  ...subscriptionEndpoints,
  ...lookupEndpoints,
  ...dashboardEndpoints,
  ...importEndpoints,
  ...exportEndpoints,
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
