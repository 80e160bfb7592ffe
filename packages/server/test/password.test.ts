import { messages } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { countRows, failure, PASSWORD, signUp, uniqueEmail } from './helpers/server'

const server = useTestServer()

const NEW_PASSWORD = 'a brand new passphrase'

/** Asks for a reset link and returns the token from the e-mail in the outbox. */
async function resetTokenFor(email: string) {
  const before = (await server.outbox()).length
  await server.api().forgotPassword({ email })
  const mail = (await server.outbox()).slice(before)
  expect(mail).toHaveLength(1)
  const link = new URL(mail[0]?.links[0] ?? '')
  return { mail: mail[0], link, token: link.searchParams.get('token') ?? '' }
}

describe('POST /api/password/forgot', () => {
  it('e-mails a working reset link under APP_URL for an existing account', async () => {
    const user = await signUp(server)
    const response = await server.api().forgotPassword({ email: user.email.toUpperCase() })
    expect(response).toEqual({ status: 200, message: messages.resetLinkSent, data: null })

    const mail = (await server.outbox()).filter((m) => m.to === user.email)
    expect(mail).toHaveLength(1)
    expect(mail[0]?.subject).toMatch(/reset/i)
    const link = new URL(mail[0]?.links[0] ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('http://recur.test/password/reset')
    const token = link.searchParams.get('token') ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail[0]?.text).toContain(link.toString())

    // Only the hash is stored, with a short expiry (RESET_TTL_MINUTES, 60 by default).
    const rows = await server.db.query<{ token_hash: string; minutes: number }>(
      `select token_hash, extract(epoch from expires_at - now()) / 60 as minutes
       from password_resets where user_id = $1`,
      [user.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.token_hash).not.toContain(token)
    expect(Number(rows[0]?.minutes)).toBeGreaterThan(58)
    expect(Number(rows[0]?.minutes)).toBeLessThanOrEqual(60)

    // The link works.
    await server.api().resetPassword({
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    const login = await server.api().login({ email: user.email, password: NEW_PASSWORD })
    expect(login.status).toBe(200)
  })

  it('answers an unknown e-mail exactly as a known one, and sends and writes nothing', async () => {
    const known = await signUp(server)
    const knownAnswer = await server.raw('/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: known.email }),
    })
    const mailBefore = (await server.outbox()).length
    const rowsBefore = await countRows(server.db)
    const unknownAnswer = await server.raw('/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('stranger') }),
    })
    expect(unknownAnswer.status).toBe(200)
    expect(unknownAnswer.body).toEqual(knownAnswer.body)
    expect((await server.outbox()).length).toBe(mailBefore)
    expect(await countRows(server.db)).toEqual(rowsBefore)
  })

  it('makes a newer link replace the older one', async () => {
    const user = await signUp(server)
    const first = await resetTokenFor(user.email)
    const second = await resetTokenFor(user.email)
    const stale = await failure(
      server.api().resetPassword({
        token: first.token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    )
    expect(stale.status).toBe(422)
    const fresh = await server.api().resetPassword({
      token: second.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(fresh.status).toBe(200)
  })
})

describe('POST /api/password/reset', () => {
  it('sets the password, uses up the token and signs out every session', async () => {
    const user = await signUp(server)
    const second = await server.api().login({ email: user.email, password: PASSWORD })
    const { token } = await resetTokenFor(user.email)

    const response = await server.api().resetPassword({
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response).toEqual({ status: 200, message: messages.passwordReset, data: null })

    for (const sessionToken of [user.token, second.data.user.token]) {
      expect((await failure(server.api(sessionToken).profile())).status).toBe(401)
    }
    expect(
      (await failure(server.api().login({ email: user.email, password: PASSWORD }))).message,
    ).toBe(messages.invalidCredentials)
    expect((await server.api().login({ email: user.email, password: NEW_PASSWORD })).status).toBe(
      200,
    )
  })

  it('accepts a token once only', async () => {
    const user = await signUp(server)
    const { token } = await resetTokenFor(user.email)
    const payload = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect((await server.api().resetPassword(payload)).status).toBe(200)

    const again = await failure(
      server.api().resetPassword({
        ...payload,
        password: 'yet another one',
        password_confirmation: 'yet another one',
      }),
    )
    expect(again.status).toBe(422)
    expect(again.message).toBe(messages.resetTokenInvalid)
    expect(again.errors).toEqual({ token: [messages.resetTokenInvalid] })
    expect((await server.api().login({ email: user.email, password: NEW_PASSWORD })).status).toBe(
      200,
    )
  })

  it('accepts a token once only, even when used twice at the same moment', async () => {
    const user = await signUp(server)
    const { token } = await resetTokenFor(user.email)
    const results = await Promise.allSettled(
      ['first attempt pw', 'second attempt pw', 'third attempt pw'].map((password) =>
        server.api().resetPassword({ token, password, password_confirmation: password }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })

  it('refuses an expired token and leaves the password alone', async () => {
    const user = await signUp(server)
    const { token } = await resetTokenFor(user.email)
    await server.db.query(
      "update password_resets set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    )
    const error = await failure(
      server
        .api()
        .resetPassword({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
    )
    expect(error.status).toBe(422)
    expect(error.message).toBe(messages.resetTokenInvalid)
    expect((await server.api().login({ email: user.email, password: PASSWORD })).status).toBe(200)
    expect((await server.api(user.token).profile()).status).toBe(200)
  })

  it('refuses an unknown token and writes nothing', async () => {
    const before = await countRows(server.db)
    const error = await failure(
      server.api().resetPassword({
        token: 'A'.repeat(43),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    )
    expect(error.status).toBe(422)
    expect(error.errors).toEqual({ token: [messages.resetTokenInvalid] })
    expect(await countRows(server.db)).toEqual(before)
  })
})

describe('POST /api/password/change', () => {
  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const user = await signUp(server)
    const other = (await server.api().login({ email: user.email, password: PASSWORD })).data.user

    const response = await server.api(user.token).changePassword({
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response).toEqual({ status: 200, message: messages.passwordChanged, data: null })

    expect((await server.api(user.token).profile()).status).toBe(200)
    expect((await failure(server.api(other.token).profile())).status).toBe(401)
    expect(
      (await failure(server.api().login({ email: user.email, password: PASSWORD }))).status,
    ).toBe(422)
    expect((await server.api().login({ email: user.email, password: NEW_PASSWORD })).status).toBe(
      200,
    )
  })

  it('refuses a wrong old password with errors.old_password and changes nothing', async () => {
    const user = await signUp(server)
    const other = (await server.api().login({ email: user.email, password: PASSWORD })).data.user
    const error = await failure(
      server.api(user.token).changePassword({
        old_password: 'not my password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    )
    expect(error.status).toBe(422)
    expect(error.errors).toEqual({ old_password: [messages.oldPasswordWrong] })
    expect((await server.api(other.token).profile()).status).toBe(200)
    expect((await server.api().login({ email: user.email, password: PASSWORD })).status).toBe(200)
  })

  it('needs a signed-in user', async () => {
    const error = await failure(
      server.api().changePassword({
        old_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    )
    expect(error.status).toBe(401)
  })
})
