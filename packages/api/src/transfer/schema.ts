import { array, boolean, mixed, object, string, type InferType } from 'yup'
import { isIsoDate } from '../dates'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'
import { isoDateField } from '../schemas/fields'
import { amountField } from '../schemas/subscription'
import { CURRENCY_CODES } from '../types'
import { SUBSCRIPTION_EXPORT_FORMATS, type ExportTicket } from './files'
import { isStatementRangeAllowed } from './statement'
import {
  SUBSCRIPTION_KINDS,
  SUBSCRIPTIONS_EXPORT_FORMAT,
  SUBSCRIPTIONS_EXPORT_VERSION,
  type ExportedSubscription,
  type SubscriptionsExport,
} from './subscriptions'

/*
 * The yup schemas of the export: what the export endpoints take, what they answer, and Recur's
 * JSON document, which an import validates before reading a row (strict: nothing is coerced, so
 * a number written as text is an error, not a guess).
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/

/** An ISO 8601 instant with its offset ('2026-11-24T21:40:00.000Z'). */
export const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  ISO_INSTANT.test(value) &&
  isIsoDate(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value))

const instantField = () =>
  string()
    .strict()
    .required(messages.invalidInstant)
    .test('iso-instant', messages.invalidInstant, (v) => v == null || isIsoInstant(v))

/** POST /exports/subscriptions: which file. */
export const subscriptionsExportRequestSchema = object({
  format: string()
    .required(messages.exportFormatRequired)
    .oneOf(SUBSCRIPTION_EXPORT_FORMATS, messages.exportFormatRequired),
})
export type SubscriptionsExportRequest = InferType<typeof subscriptionsExportRequestSchema>

/** POST /exports/wallet-statement: the days it covers, both included, in Lagos. */
export const statementRequestSchema = object({
  from: isoDateField().required(messages.statementFromRequired),
  to: isoDateField()
    .required(messages.statementToRequired)
    .test('after-from', messages.statementToBeforeFrom, function afterFrom(value) {
      const from: unknown = this.parent.from
      return !value || !isIsoDate(from) || !isIsoDate(value) || value >= from
    })
    .test('not-too-long', messages.statementRangeTooLong, function notTooLong(value) {
      const from: unknown = this.parent.from
      return (
        !value ||
        !isIsoDate(from) ||
        !isIsoDate(value) ||
        value < from ||
        isStatementRangeAllowed(from, value)
      )
    }),
})
export type StatementRequest = InferType<typeof statementRequestSchema>

/** A ticket is two base64url parts joined by a dot; anything far longer is not one. */
export const EXPORT_TICKET_MAX_LENGTH = 512

/** GET /exports/download?ticket=… */
export const exportDownloadQuerySchema = object({
  ticket: string()
    .required(messages.exportTicketInvalid)
    .max(EXPORT_TICKET_MAX_LENGTH, messages.exportTicketInvalid),
})

/** The answer of POST /exports/…. */
export const exportTicketAnswer = object({
  ticket: string().strict().defined(),
  expires_at: string().strict().defined(),
  file_name: string().strict().defined(),
})
  .noUnknown()
  .strict()
  .defined()
// The answer's type is declared once, in ./files.ts; this keeps the schema to it.
void ((ticket: InferType<typeof exportTicketAnswer>): ExportTicket => ticket)

/** One period of Recur's JSON export. A historic period's end date may be long past. */
export const exportedSubscriptionSchema = object({
  id: string().strict().required().max(TEXT_LIMITS.token),
  parent_id: string().strict().nullable().defined().max(TEXT_LIMITS.token),
  // Not trimmed here (the document is validated strictly, as written): blank is refused.
  name: string()
    .strict()
    .required(messages.subscriptionNameRequired)
    .test('not-blank', messages.subscriptionNameRequired, (v) => v == null || v.trim() !== '')
    .max(TEXT_LIMITS.subscriptionName, messages.subscriptionNameTooLong),
  amount: amountField().required(messages.amountRequired),
  currency: string()
    .strict()
    .required(messages.currencyRequired)
    .oneOf(CURRENCY_CODES, messages.currencyUnsupported),
  category: string().strict().required().max(TEXT_LIMITS.category, messages.categoryTooLong),
  start_date: isoDateField().strict().required(messages.startDateRequired),
  end_date: isoDateField()
    .strict()
    .required(messages.endDateRequired)
    .test('after-start', messages.endBeforeStart, function afterStart(value) {
      const start: unknown = this.parent.start_date
      return !value || typeof start !== 'string' || value >= start
    }),
  auto_renew: boolean().strict().defined(),
  note: string()
    .strict()
    .nullable()
    .defined()
    .max(TEXT_LIMITS.description, messages.descriptionTooLong),
  kind: string()
    .strict()
    .required(messages.transferKindUnknown)
    .oneOf(SUBSCRIPTION_KINDS, messages.transferKindUnknown),
  created_at: instantField(),
  updated_at: instantField(),
})
  .strict()
  .defined()
void ((row: InferType<typeof exportedSubscriptionSchema>): ExportedSubscription => row)

/**
 * Recur's JSON export as a whole: its header, every period, each id once, and every renewal
 * naming a first period (a row without a parent) listed before it. Fields a later version of
 * the same major version adds are let through for an import to ignore.
 */
export const subscriptionsExportSchema = object({
  format: string()
    .strict()
    .required(messages.transferNotRecur)
    .oneOf([SUBSCRIPTIONS_EXPORT_FORMAT] as const, messages.transferNotRecur),
  version: mixed(
    (value): value is typeof SUBSCRIPTIONS_EXPORT_VERSION => value === SUBSCRIPTIONS_EXPORT_VERSION,
  )
    .required(messages.transferNotRecur)
    .typeError(messages.transferVersionUnsupported),
  exported_at: instantField(),
  subscriptions: array(exportedSubscriptionSchema)
    .strict()
    .defined()
    .test('ids-once', messages.transferIdRepeated, (rows) => {
      const ids = new Set(rows?.map((row) => row.id))
      return !rows || ids.size === rows.length
    })
    .test('chains', messages.transferParentUnknown, (rows) => {
      const roots = new Set<string>()
      for (const row of rows ?? []) {
        if (row.parent_id === null) roots.add(row.id)
        else if (!roots.has(row.parent_id)) return false
      }
      return true
    }),
})
  .strict()
  .defined()
void ((doc: InferType<typeof subscriptionsExportSchema>): SubscriptionsExport => doc)
