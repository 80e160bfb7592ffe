import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from './client'
import { messages } from './messages'
import { paths } from './paths'

const BASE = 'http://recur.test/api'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    let seen: string | null = null
    server.use(
      http.get(`${BASE}${paths.profile}`, ({ request }) => {
        seen = request.headers.get('authorization')
        return HttpResponse.json({
          status: 200,
          message: 'OK',
          data: { user: { email: 'a@b.co' } },
        })
      }),
    )
    const api = createApiClient({ baseURL: BASE, getToken: () => 'tok-123' })
    await api.profile()
    expect(seen).toBe('Bearer tok-123')
  })

  it('sends no authorization header without a token', async () => {
    let seen: string | null = 'unset'
    server.use(
      http.get(`${BASE}${paths.walletBalance}`, ({ request }) => {
        seen = request.headers.get('authorization')
        return HttpResponse.json({ status: 200, message: 'OK', data: { balance: 0 } })
      }),
    )
    await createApiClient({ baseURL: BASE, getToken: () => undefined }).walletBalance()
    expect(seen).toBeNull()
  })

  it('calls onUnauthorized for a body status of 401, and throws', async () => {
    server.use(
      http.get(`${BASE}${paths.profile}`, () =>
        HttpResponse.json(
          { status: 401, message: messages.unauthenticated, data: null },
          { status: 401 },
        ),
      ),
    )
    const onUnauthorized = vi.fn()
    const api = createApiClient({ baseURL: BASE, onUnauthorized })
    await expect(api.profile()).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('treats a 200 response whose body says 401 as unauthorized too', async () => {
    server.use(
      http.get(`${BASE}${paths.profile}`, () =>
        HttpResponse.json({ status: 401, message: messages.unauthenticated, data: null }),
      ),
    )
    const onUnauthorized = vi.fn()
    await expect(
      createApiClient({ baseURL: BASE, onUnauthorized }).profile(),
    ).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not call onUnauthorized for other failures', async () => {
    server.use(
      http.post(`${BASE}${paths.login}`, () =>
        HttpResponse.json(
          { status: 422, message: messages.invalidCredentials, data: null },
          { status: 422 },
        ),
      ),
    )
    const onUnauthorized = vi.fn()
    const error = await createApiClient({ baseURL: BASE, onUnauthorized })
      .login({ email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(messages.invalidCredentials)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('exposes field errors, first message per field', async () => {
    server.use(
      http.post(`${BASE}${paths.register}`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: messages.validationFailed,
            data: null,
            errors: { email: [messages.emailTaken, 'second'] },
          },
          { status: 422 },
        ),
      ),
    )
    const error = (await createApiClient({ baseURL: BASE })
      .register({ email: 'a@b.co', password: 'long enough', password_confirmation: 'long enough' })
      .catch((e: unknown) => e)) as ApiError
    expect(error.firstError('email')).toBe(messages.emailTaken)
    expect(error.firstError('password')).toBeUndefined()
  })

  it('turns a response that is not an envelope into a generic error', async () => {
    server.use(
      http.get(
        `${BASE}${paths.profile}`,
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
    )
    const error = (await createApiClient({ baseURL: BASE })
      .profile()
      .catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(502)
    expect(error.message).toBe(messages.serverError)
  })

  it('turns a network failure into a generic error', async () => {
    server.use(http.get(`${BASE}${paths.profile}`, () => HttpResponse.error()))
    const error = (await createApiClient({ baseURL: BASE })
      .profile()
      .catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(0)
  })
})
