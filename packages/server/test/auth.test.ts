import { createHash } from 'node:crypto'
import { ApiError, messages } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { countRows, failure, PASSWORD, signUp, uniqueEmail } from './helpers/server'

const server = useTestServer()

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('POST /api/register', () => {
  it('creates the user, their empty wallet and a session, and answers with the User', async () => {
    const email = uniqueEmail('Ada.Obi').replace('@example.com', '@Example.COM')
    const before = Date.now()
    const response = await server.api().register({
      email: `  ${email} `,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })

    expect(response.status).toBe(200)
    expect(response.message).toBe(messages.registered)
    const { user } = response.data
    expect(user.email).toBe(email.toLowerCase())
    expect(user.username).toBe(email.toLowerCase().split('@')[0])
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // token_expiry is an ISO instant SESSION_TTL_HOURS (168) from now.
    expect(user.token_expiry).toBe(new Date(user.token_expiry).toISOString())
    const ttl = new Date(user.token_expiry).getTime() - before
    expect(ttl).toBeGreaterThan(168 * 3_600_000 - 60_000)
    expect(ttl).toBeLessThan(168 * 3_600_000 + 60_000)

    const [wallet] = await server.db.query<{ balance_kobo: string }>(
      'select balance_kobo::text from wallets where user_id = $1',
      [user.id],
    )
    expect(wallet?.balance_kobo).toBe('0')
    const [stored] = await server.db.query<{
      password_hash: string
      timezone: string
      plan: string
    }>('select password_hash, timezone, plan from users where id = $1', [user.id])
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/)
    expect(stored?.timezone).toBe('Africa/Lagos')
    expect(stored?.plan).toBe('free')
  })

  it('stores the session token only as its SHA-256 hash', async () => {
    const user = await signUp(server)
    const rows = await server.db.query<{ token_hash: string }>(
      'select token_hash from sessions where user_id = $1',
      [user.id],
    )
    expect(rows).toEqual([{ token_hash: sha256(user.token) }])
    const leaks = await server.db.query(
      "select 1 from sessions where token_hash = $1 or token_hash like '%' || $1 || '%'",
      [user.token],
    )
    expect(leaks).toHaveLength(0)
  })

  it('refuses an e-mail already taken, whatever its case, and writes nothing', async () => {
    const email = uniqueEmail('taken')
    await signUp(server, email)
    const before = await countRows(server.db)

    const error = await failure(
      server.api().register({
        email: email.toUpperCase(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(422)
    expect(error.errors).toEqual({ email: [messages.emailTaken] })
    expect(error.firstError('email')).toBe('The email has already been taken.')
    expect(await countRows(server.db)).toEqual(before)
  })

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail('race')
    const payload = { email, password: PASSWORD, password_confirmation: PASSWORD }
    const results = await Promise.allSettled([
      server.api().register(payload),
      server.api().register(payload),
      server.api().register(payload),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r.reason as ApiError).status).toBe(422)
      expect((r.reason as ApiError).errors).toEqual({ email: [messages.emailTaken] })
    }
    const rows = await server.db.query('select 1 from users where email = $1', [email])
    expect(rows).toHaveLength(1)
  })
})

describe('POST /api/login', () => {
  it('signs in with the right password, any e-mail case, and issues a new session', async () => {
    const registered = await signUp(server)
    const response = await server.api().login({
      email: registered.email.toUpperCase(),
      password: PASSWORD,
    })
    expect(response.status).toBe(200)
    expect(response.message).toBe(messages.loggedIn)
    expect(response.data.user).toMatchObject({
      id: registered.id,
      email: registered.email,
      username: registered.username,
    })
    expect(response.data.user.token).not.toBe(registered.token)
    expect(Date.parse(response.data.user.token_expiry)).toBeGreaterThan(Date.now())
    const profile = await server.api(response.data.user.token).profile()
    expect(profile.data.user.id).toBe(registered.id)
  })

  it('answers an unknown e-mail and a wrong password identically (422, one message)', async () => {
    const registered = await signUp(server)
    const wrongPassword = await server.raw('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: registered.email, password: 'not the password' }),
    })
    const unknownEmail = await server.raw('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'not the password' }),
    })
    const expected = { status: 422, message: messages.invalidCredentials, data: null }
    expect(wrongPassword.status).toBe(422)
    expect(wrongPassword.body).toEqual(expected)
    expect(unknownEmail.status).toBe(422)
    expect(unknownEmail.body).toEqual(expected)

    const viaClient = await failure(
      server.api().login({ email: registered.email, password: 'nope' }),
    )
    expect(viaClient.status).toBe(422)
    expect(viaClient.message).toBe(messages.invalidCredentials)
  })
})

describe('bearer authentication', () => {
  const profileStatus = async (authorization?: string) => {
    const response = await server.raw('/users/profile', {
      headers: authorization ? { authorization } : {},
    })
    return response
  }

  it.each([
    ['missing', undefined],
    ['not bearer', 'Basic dXNlcjpwYXNz'],
    ['bearer without token', 'Bearer '],
    ['malformed token', 'Bearer not-a-token'],
    ['forged token of the right shape', `Bearer ${'A'.repeat(43)}`],
    ['two tokens', `Bearer ${'A'.repeat(43)} ${'B'.repeat(43)}`],
  ])('answers 401 in the envelope when the header is %s', async (_label, header) => {
    const response = await profileStatus(header)
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ status: 401, message: messages.unauthenticated, data: null })
  })

  it('refuses the hash of a token presented as the token', async () => {
    const user = await signUp(server)
    const response = await profileStatus(`Bearer ${sha256(user.token)}`)
    expect(response.status).toBe(401)
  })

  it('refuses an expired token', async () => {
    const user = await signUp(server)
    expect((await server.api(user.token).profile()).status).toBe(200)
    await server.db.query(
      "update sessions set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    )
    const error = await failure(server.api(user.token).profile())
    expect(error.status).toBe(401)
    expect(error.message).toBe(messages.unauthenticated)
  })

  it('tells the client about a 401 through onUnauthorized', async () => {
    let called = 0
    const { createApiClient } = await import('@recur/api')
    const api = createApiClient({
      baseURL: `${server.origin}/api`,
      getToken: () => 'A'.repeat(43),
      onUnauthorized: () => (called += 1),
    })
    await failure(api.walletBalance())
    expect(called).toBe(1)
  })
})

describe('POST /api/logout', () => {
  it('revokes the presented token only', async () => {
    const user = await signUp(server)
    const other = await server.api().login({ email: user.email, password: PASSWORD })
    const otherToken = other.data.user.token

    const response = await server.api(user.token).logout()
    expect(response).toEqual({ status: 200, message: messages.loggedOut, data: null })

    expect((await failure(server.api(user.token).profile())).status).toBe(401)
    expect((await failure(server.api(user.token).logout())).status).toBe(401)
    expect((await server.api(otherToken).profile()).status).toBe(200)
    const [row] = await server.db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from sessions where token_hash = $1',
      [sha256(user.token)],
    )
    expect(row?.revoked).toBe(true)
  })

  it('needs a token', async () => {
    const error = await failure(server.api().logout())
    expect(error.status).toBe(401)
  })
})
