import { messages, paths } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { failure, signUp, snapshotTables, uniqueEmail } from './helpers/server'

const server = useTestServer({
  config: { rateLimit: { windowMs: 60_000, authMax: 3, passwordMax: 2 } },
})

describe('rate limits', () => {
  it('answers 429 in the envelope after RATE_LIMIT_AUTH_MAX logins, even with the right password', async () => {
    const user = await signUp(server)
    for (let i = 0; i < 3; i += 1) {
      await failure(server.api().login({ email: user.email, password: 'wrong password' }))
    }
    const response = await server.raw(paths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    expect(response.status).toBe(429)
    expect(response.body).toEqual({ status: 429, message: messages.tooManyRequests, data: null })
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    // Other routes are not limited by it.
    expect((await server.api(user.token).profile()).status).toBe(200)
  })

  it('limits forgot-password on its own budget', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await server.api().forgotPassword({ email: uniqueEmail() })).status).toBe(200)
    }
    const error = await failure(server.api().forgotPassword({ email: uniqueEmail() }))
    expect(error.status).toBe(429)
    expect(error.message).toBe(messages.tooManyRequests)
  })

  it('limits reset-password on its own budget, before reading the body; a 429 writes nothing', async () => {
    const reset = (body: string, headers: Record<string, string> = {}) =>
      server.raw(paths.resetPassword, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
    const good = JSON.stringify({
      token: 'A'.repeat(43),
      password: 'long enough pw',
      password_confirmation: 'long enough pw',
    })
    // forgot-password above spent its whole budget: reset-password still has its own.
    expect((await reset(good)).status).toBe(422)
    expect((await reset('{"token":')).status).toBe(400) // a malformed body counts too
    const before = await snapshotTables(server.db)
    // Once spent, every request is refused before its body is read, whatever the client claims
    // about its address (TRUST_PROXY is off: X-Forwarded-For is not believed).
    for (const [body, headers] of [
      [good, {}],
      ['{"token":', {}],
      [good, { 'x-forwarded-for': '203.0.113.7' }],
      [good, { 'x-forwarded-for': '198.51.100.1, 203.0.113.8', 'x-real-ip': '192.0.2.1' }],
    ] as const) {
      const response = await reset(body, headers)
      expect(response.status).toBe(429)
      expect(response.body).toEqual({ status: 429, message: messages.tooManyRequests, data: null })
    }
    expect(await snapshotTables(server.db)).toEqual(before)
  })

  it('limits registration (signUp above used one of 3)', async () => {
    await signUp(server)
    await signUp(server)
    const error = await failure(signUp(server))
    expect(error.status).toBe(429)
  })
})
