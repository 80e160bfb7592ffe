import * as answers from './answers'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth'
import {
  dashboardCurrencyQuerySchema,
  graphQuerySchema,
  renewedQuerySchema,
  spendByCurrencyQuerySchema,
} from './dashboard'
import {
  fundWalletSchema,
  paymentRequestSchema,
  serviceQuerySchema,
  servicesQuerySchema,
  smartcardQuerySchema,
  transactionListQuerySchema,
} from './payments'
import {
  calendarFeedAnswer,
  calendarFeedCreatedAnswer,
  reminderSettingsAnswer,
  reminderSettingsSchema,
} from './settings'
import {
  exportDownloadQuerySchema,
  exportTicketAnswer,
  statementRequestSchema,
  subscriptionsExportRequestSchema,
} from '../transfer/schema'
import { importRequestSchema } from './imports'
import { profileSchema, renewSubscriptionSchema, subscriptionSchema } from './subscription'
import { subscriptionListQuerySchema } from './subscriptionQuery'

/**
 * Every schema an endpoint row names (../endpoints/), by the name the row gives. A row holds the
 * name, not the schema, so the client, which reads the rows, never loads yup: the entry of the
 * app stays free of it, and a page that validates nothing builds no schema. The server, the mocks'
 * tests and the hostile catalogue read the schemas through `schemasOf` (../endpoints/schemasOf.ts).
 */
export const schemas = {
  ...answers,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  dashboardCurrencyQuerySchema,
  graphQuerySchema,
  renewedQuerySchema,
  spendByCurrencyQuerySchema,
  fundWalletSchema,
  paymentRequestSchema,
  serviceQuerySchema,
  servicesQuerySchema,
  smartcardQuerySchema,
  transactionListQuerySchema,
  profileSchema,
  renewSubscriptionSchema,
  subscriptionSchema,
  subscriptionListQuerySchema,
  calendarFeedAnswer,
  calendarFeedCreatedAnswer,
  reminderSettingsAnswer,
  reminderSettingsSchema,
  exportDownloadQuerySchema,
  exportTicketAnswer,
  statementRequestSchema,
  subscriptionsExportRequestSchema,
  importRequestSchema,
}

export type Schemas = typeof schemas
export type SchemaName = keyof Schemas
