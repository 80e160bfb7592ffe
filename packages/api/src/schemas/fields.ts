import { string } from 'yup'
import { isIsoDate } from '../dates'
import { messages } from '../messages'

/** Reusable input types of spec §3: email, password (username and phone join them later). */
export const emailField = () =>
  string().trim().email(messages.invalidEmail).required(messages.emailRequired)

export const PASSWORD_MIN_LENGTH = 8

/** A password being checked against what is stored: any non-empty text. */
export const passwordField = (required: string = messages.passwordRequired) =>
  string().required(required)

/** A password being chosen: long enough to resist guessing. */
export const newPasswordField = (required: string = messages.passwordRequired) =>
  string().required(required).min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)

export const confirmationField = (of = 'password') =>
  string()
    .required(messages.confirmPasswordRequired)
    .test('matches', messages.passwordsMustMatch, function matches(value) {
      return value === this.parent[of]
    })

/** A calendar date written YYYY-MM-DD (or nothing: chain `.required(message)` to need one). */
export const isoDateField = () =>
  string().test('iso-date', messages.invalidDate, (v) => v == null || isIsoDate(v))
