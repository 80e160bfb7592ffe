import { paths } from '@recur/api'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { PASSWORD, signUp } from './helpers/server'
import { bearer, jsonHeaders } from './helpers/subscriptions'

/*
 * Answers under /api are one person's data or carry a session token: no cache may keep them
 * (issue 12, finding 5). Reset links never reach a log: src/adapters/mail/mail.test.ts; query
 * parameters never do: src/http/log.test.ts.
 */

let user: Awaited<ReturnType<typeof signUp>>

const server = useTestServer()
beforeAll(async () => {
  user = await signUp(server)
})

describe('Cache-Control: no-store', () => {
  it.each([
    ['GET', paths.profile],
    ['GET', paths.walletBalance],
    ['GET', paths.walletTransactions],
    ['GET', paths.subscriptions],
    ['GET', paths.categories],
    ['GET', paths.dashboardSummary],
  ])('on the signed-in answer of %s %s', async (method, path) => {
    const answer = await server.raw(path, { method, headers: bearer(user.token) })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('on a sign-in, which carries a token', async () => {
    const answer = await server.raw(paths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('on a refusal too', async () => {
    const answer = await server.raw(paths.subscriptions, {
      method: 'POST',
      headers: jsonHeaders(user.token),
      body: '{}',
    })
    expect(answer.status).toBe(422)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})
