import { messages, paths, type FieldErrors } from '@recur/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { countRows, signUp } from './helpers/server'

let token: string

const server = useTestServer()
beforeAll(async () => {
  token = (await signUp(server)).token
})

const good = 'long enough pw'
const cases: Array<[string, string, Record<string, unknown>, FieldErrors]> = [
  [
    'login',
    paths.login,
    {},
    { email: [messages.emailRequired], password: [messages.passwordRequired] },
  ],
  [
    'login',
    paths.login,
    { email: 'not-an-email', password: 'x' },
    { email: [messages.invalidEmail] },
  ],
  [
    'login',
    paths.login,
    { email: '   ', password: '' },
    { email: [messages.emailRequired], password: [messages.passwordRequired] },
  ],
  [
    'register',
    paths.register,
    {},
    {
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
      password_confirmation: [messages.confirmPasswordRequired],
    },
  ],
  [
    'register',
    paths.register,
    { email: 'a.example.com', password: 'short', password_confirmation: 'other' },
    {
      email: [messages.invalidEmail],
      password: [messages.passwordTooShort],
      password_confirmation: [messages.passwordsMustMatch],
    },
  ],
  [
    'register',
    paths.register,
    { email: 'ok@example.com', password: good, password_confirmation: `${good}!` },
    { password_confirmation: [messages.passwordsMustMatch] },
  ],
  ['forgot', paths.forgotPassword, {}, { email: [messages.emailRequired] }],
  ['forgot', paths.forgotPassword, { email: 'nope' }, { email: [messages.invalidEmail] }],
  [
    'reset',
    paths.resetPassword,
    {},
    {
      token: [messages.tokenRequired],
      password: [messages.passwordRequired],
      password_confirmation: [messages.confirmPasswordRequired],
    },
  ],
  [
    'reset',
    paths.resetPassword,
    { token: 't', password: good, password_confirmation: 'different pw' },
    { password_confirmation: [messages.passwordsMustMatch] },
  ],
  [
    'change',
    paths.changePassword,
    {},
    {
      old_password: [messages.oldPasswordRequired],
      password: [messages.newPasswordRequired],
      password_confirmation: [messages.confirmPasswordRequired],
    },
  ],
  [
    'change',
    paths.changePassword,
    { old_password: 'x', password: 'short', password_confirmation: 'shorter' },
    { password: [messages.passwordTooShort], password_confirmation: [messages.passwordsMustMatch] },
  ],
]

describe('request validation with the contract schemas', () => {
  it.each(cases)('%s %s %j → 422 with the exact messages', async (_name, path, body, errors) => {
    const before = await countRows(server.db)
    const response = await server.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      status: 422,
      message: messages.validationFailed,
      data: null,
      errors,
    })
    expect(await countRows(server.db)).toEqual(before)
  })

  it('shows the spec messages word for word', () => {
    expect([
      messages.invalidEmail,
      messages.emailRequired,
      messages.passwordRequired,
      messages.confirmPasswordRequired,
      messages.passwordsMustMatch,
      messages.oldPasswordRequired,
      messages.newPasswordRequired,
    ]).toEqual([
      'Invalid email',
      'Email is required',
      'Password is required',
      'Confirm password is required',
      'Passwords must match',
      'Old password is required',
      'New password is required',
    ])
  })

  it('ignores unknown fields', async () => {
    const email = `extra.${Date.now()}@example.com`
    const response = await server.raw(paths.register, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: good,
        password_confirmation: good,
        plan: 'gold',
        id: 'x',
      }),
    })
    expect(response.status).toBe(200)
    const [row] = await server.db.query<{ plan: string }>(
      'select plan from users where email = $1',
      [email],
    )
    expect(row?.plan).toBe('free')
  })
})
