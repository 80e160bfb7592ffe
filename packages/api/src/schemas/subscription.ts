import { boolean, number, object, string, type InferType } from 'yup'
import { todayIso } from '../dates'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'
import { CURRENCY_CODES, MAX_AMOUNT } from '../types'
import { isFiniteOrAbsent, isoDateField, requiredText } from './fields'

/** True when a number has at most 2 decimals (whole kobo or cents). */
const hasWholeMinorUnits = (value: number | undefined) =>
  value == null || !Number.isFinite(value) || Math.round(value * 100) / 100 === value

/**
 * An amount in major units: a JSON number (never text or a list to coerce, so the form and the
 * server read the same value), finite, at least 0, at most MAX_AMOUNT, whole minor units.
 */
export const amountField = () =>
  number()
    .strict()
    .typeError(messages.amountNotANumber)
    .test('finite', messages.amountNotANumber, isFiniteOrAbsent)
    .min(0, messages.amountMin)
    .max(MAX_AMOUNT, messages.amountTooLarge)
    .test('minor-units', messages.amountDecimals, hasWholeMinorUnits)

/** Spec §5: an end date is required and not before the start date. */
const endDateField = () =>
  isoDateField()
    .required(messages.endDateRequired)
    .test('after-start', messages.endBeforeStart, function afterStart(value) {
      const start: unknown = this.parent.start_date
      return !value || typeof start !== 'string' || value >= start
    })

/**
 * Spec §5 Subscription. Validation may be given `context: { today: 'YYYY-MM-DD' }`; by default
 * today is Lagos's today.
 */
export const subscriptionSchema = object({
  id: string().optional(),
  name: requiredText(
    'subscriptionName',
    messages.subscriptionNameRequired,
    messages.subscriptionNameTooLong,
  ),
  currency: string()
    .required(messages.currencyRequired)
    .oneOf(CURRENCY_CODES, messages.currencyUnsupported),
  amount: amountField().required(messages.amountRequired),
  start_date: isoDateField().required(messages.startDateRequired),
  end_date: endDateField().test('not-past', messages.endBeforeToday, function notPast(value) {
    const today = (this.options.context?.today as string | undefined) ?? todayIso()
    return !value || value >= today
  }),
  description: string()
    .trim()
    .max(TEXT_LIMITS.description, messages.descriptionTooLong)
    .nullable()
    .optional(),
  auto_renew: boolean().default(true),
})
export type SubscriptionPayload = InferType<typeof subscriptionSchema>

/**
 * One imported row (issue 16): the subscription's own rules and messages, except that its end
 * may be past: an import brings history in, and a period that has ended is still a period.
 */
export const importRowSchema = subscriptionSchema
  .pick(['name', 'currency', 'amount', 'start_date', 'description'])
  .shape({ end_date: endDateField() })
export type ImportRowPayload = InferType<typeof importRowSchema>

/**
 * Renewal (spec leaves the body open): new dates and amount may be given; what is left out is
 * carried over from the subscription being renewed.
 */
export const renewSubscriptionSchema = object({
  amount: amountField().optional(),
  start_date: isoDateField().optional(),
  end_date: isoDateField()
    .optional()
    .test('after-start', messages.endBeforeStart, function afterStart(value) {
      const start: unknown = this.parent.start_date
      return !value || typeof start !== 'string' || value >= start
    }),
  auto_renew: boolean().optional(),
})
export type RenewSubscriptionPayload = InferType<typeof renewSubscriptionSchema>

/** Spec §5 Profile. */
export const profileSchema = object({
  username: requiredText('username', messages.usernameRequired, messages.usernameTooLong),
  timezone: string()
    .required(messages.timezoneRequired)
    .max(TEXT_LIMITS.timezone, messages.timezoneTooLong),
})
export type ProfilePayload = InferType<typeof profileSchema>
