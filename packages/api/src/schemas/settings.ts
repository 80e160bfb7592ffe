import { boolean, mixed, number, object, string, type InferType, type NumberSchema } from 'yup'
import { messages } from '../messages'
import { isReminderDays, REMINDER_DAY_CHOICES, type ReminderDays } from '../settings'

/**
 * The reminder setting (issue 16): a JSON number among the choices (0: no reminders), never
 * text to coerce, so the form and the server read the same value.
 */
export const reminderSettingsSchema = object({
  days_before: number()
    .strict()
    .typeError(messages.reminderDaysInvalid)
    .required(messages.reminderDaysInvalid)
    .oneOf(REMINDER_DAY_CHOICES, messages.reminderDaysInvalid) as NumberSchema<ReminderDays>,
})
export type ReminderSettingsPayload = InferType<typeof reminderSettingsSchema>

// The answers' shapes, strict as in ./answers.ts: every key present, of its type, no other key.
const flag = () => boolean().strict().defined()
const text = () => string().strict().defined()

export const reminderSettingsAnswer = object({
  days_before: mixed()
    .defined()
    .test('choice', 'days_before must be one of the choices', (v) => isReminderDays(v)),
})
  .noUnknown()
  .strict()
  .defined()

export const calendarFeedAnswer = object({
  active: flag(),
  created_at: string()
    .strict()
    .nullable()
    .defined()
    .test('present-when-active', 'created_at goes with an active feed', function present(value) {
      return (value !== null) === (this.parent as { active: boolean }).active
    }),
})
  .noUnknown()
  .strict()
  .defined()

export const calendarFeedCreatedAnswer = object({
  active: flag().oneOf([true]),
  created_at: text(),
  url: text().matches(/^https?:\/\/[^/]+\/.+\.ics$/),
  webcal_url: text().matches(/^webcal:\/\/[^/]+\/.+\.ics$/),
})
  .noUnknown()
  .strict()
  .defined()
