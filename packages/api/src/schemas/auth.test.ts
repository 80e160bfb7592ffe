import { describe, expect, it } from 'vitest'
import type { AnySchema } from 'yup'
import { ValidationError } from 'yup'
import { messages } from '../messages'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth'

/** Field → first message, as a form shows it. */
async function errorsOf(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const out: Record<string, string> = {}
    for (const inner of error.inner)
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message
    return out
  }
}

describe('login schema', () => {
  it('requires email and password with the spec messages', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
    })
    expect(messages.emailRequired).toBe('Email is required')
    expect(messages.passwordRequired).toBe('Password is required')
  })

  it('rejects an invalid email', async () => {
    expect(await errorsOf(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Invalid email',
    })
  })

  it('accepts any non-empty password at sign-in', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({})
  })
})

describe('register schema', () => {
  const valid = {
    email: 'a@b.co',
    password: 'correct horse',
    password_confirmation: 'correct horse',
  }

  it('accepts a valid registration', async () => {
    expect(await errorsOf(registerSchema, valid)).toEqual({})
  })

  it('requires the confirmation', async () => {
    expect(await errorsOf(registerSchema, { ...valid, password_confirmation: '' })).toEqual({
      password_confirmation: 'Confirm password is required',
    })
  })

  it('requires the confirmation to match', async () => {
    expect(
      await errorsOf(registerSchema, { ...valid, password_confirmation: 'other pass' }),
    ).toEqual({
      password_confirmation: 'Passwords must match',
    })
  })

  it('refuses a short new password', async () => {
    expect(
      await errorsOf(registerSchema, {
        ...valid,
        password: 'short',
        password_confirmation: 'short',
      }),
    ).toEqual({ password: messages.passwordTooShort })
  })

  it('reports every missing field at once', async () => {
    expect(await errorsOf(registerSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      password_confirmation: 'Confirm password is required',
    })
  })
})

describe('forgot-password schema', () => {
  it('requires a valid email', async () => {
    expect(await errorsOf(forgotPasswordSchema, {})).toEqual({ email: 'Email is required' })
    expect(await errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: 'Invalid email',
    })
  })
})

describe('reset-password schema', () => {
  it('requires token, password and a matching confirmation', async () => {
    expect(await errorsOf(resetPasswordSchema, {})).toEqual({
      token: messages.tokenRequired,
      password: 'Password is required',
      password_confirmation: 'Confirm password is required',
    })
    expect(
      await errorsOf(resetPasswordSchema, {
        token: 't',
        password: 'long enough',
        password_confirmation: 'different!',
      }),
    ).toEqual({ password_confirmation: 'Passwords must match' })
  })
})

describe('change-password schema', () => {
  it('uses the old and new password messages', async () => {
    expect(await errorsOf(changePasswordSchema, {})).toEqual({
      old_password: 'Old password is required',
      password: 'New password is required',
      password_confirmation: 'Confirm password is required',
    })
  })

  it('requires the confirmation to match the new password', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        old_password: 'old',
        password: 'new password',
        password_confirmation: 'old',
      }),
    ).toEqual({ password_confirmation: 'Passwords must match' })
  })
})
