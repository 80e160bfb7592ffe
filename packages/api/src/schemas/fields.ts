import { string } from 'yup'
import { isIsoDate } from '../dates'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'

/** Reusable input types of spec §3: email, password (username and phone join them later). */
export const emailField = (
  invalid: string = messages.invalidEmail,
  required: string = messages.emailRequired,
) => string().trim().max(TEXT_LIMITS.email, messages.emailTooLong).email(invalid).required(required)

export const PASSWORD_MIN_LENGTH = 8

/** A password being checked against what is stored: any non-empty text. */
export const passwordField = (required: string = messages.passwordRequired) =>
  string().required(required).max(TEXT_LIMITS.password, messages.passwordTooLong)

/** A password being chosen: long enough to resist guessing. */
export const newPasswordField = (required: string = messages.passwordRequired) =>
  passwordField(required).min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)

export const confirmationField = (of = 'password') =>
  string()
    .required(messages.confirmPasswordRequired)
    .max(TEXT_LIMITS.password, messages.passwordTooLong)
    .test('matches', messages.passwordsMustMatch, function matches(value) {
      return value === this.parent[of]
    })

/** Text required and at most `field`'s documented length; trimmed. */
export const requiredText = (field: keyof typeof TEXT_LIMITS, required: string, tooLong: string) =>
  string().trim().required(required).max(TEXT_LIMITS[field], tooLong)

/** JSON's 1e400 arrives as Infinity, which is no amount. */
export const isFiniteOrAbsent = (value: number | undefined | null) =>
  value == null || Number.isFinite(value)

/** A calendar date written YYYY-MM-DD (or nothing: chain `.required(message)` to need one). */
export const isoDateField = () =>
  string().test('iso-date', messages.invalidDate, (v) => v == null || isIsoDate(v))
