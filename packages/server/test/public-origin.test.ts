import { paths, type Envelope, type FundWalletResult } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'
import { dstvPayment } from './helpers/wallet'

/*
 * Without APP_URL, Recur reached at 127.0.0.1 or a LAN address must keep the browser on that
 * origin through the checkout and back (another origin has no session cookie: the user would
 * land on the login page), and a reset e-mail asked for there links there. With APP_URL set,
 * APP_URL wins whatever the Host header says.
 */
let db: TestDatabase
let bare: TestServer
let configured: TestServer
beforeAll(async () => {
  db = await createTestDatabase()
  bare = await startServer(db, { config: { appUrl: undefined } })
  configured = await startServer(db, { config: { appUrl: 'https://recur.example.com' } })
})
afterAll(async () => {
  await bare?.close()
  await configured?.close()
  await db?.dispose()
})

const LAN = '192.168.1.20:3000'

/** A request as a browser that reached the server under `host` would send it. */
async function as(
  server: TestServer,
  host: string,
  url: string,
  init: { method?: 'GET' | 'POST'; token?: string; body?: unknown } = {},
) {
  const response = await server.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: {
      host,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      'idempotency-key': `origin-${Math.random()}`,
    },
    ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
  })
  return response
}

describe('links the browser follows, without APP_URL', () => {
  it('keep a browser at 127.0.0.1 there: checkout, Pay, and back to the wallet', async () => {
    const user = await signUp(bare)
    const { data } = await bare.api(user.token).fundWallet({ amount: 1_000 })
    // bare.origin is http://127.0.0.1:<port>, the address this client used.
    expect(data.payment_url).toBe(`${bare.origin}/checkout/${data.reference}`)
    const pressed = await fetch(`${data.payment_url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(pressed.status).toBe(303)
    const back = new URL(pressed.headers.get('location') ?? '', data.payment_url)
    expect(back.origin).toBe(bare.origin)
    expect(back.pathname).toBe('/wallet')
  })

  it('follow the address the request came to (a LAN IP), for funding and for card payments', async () => {
    const user = await signUp(bare)
    const funding = await as(bare, LAN, `/api${paths.walletCredit}`, {
      method: 'POST',
      token: user.token,
      body: { amount: 1_000 },
    })
    const funded = (funding.json() as Envelope<FundWalletResult>).data
    expect(funded.payment_url).toBe(`http://${LAN}/checkout/${funded.reference}`)

    const card = await as(bare, LAN, `/api${paths.pay}`, {
      method: 'POST',
      token: user.token,
      body: dstvPayment({ payment_method: 'card' }),
    })
    const byCard = (card.json() as Envelope<FundWalletResult>).data
    expect(byCard.payment_url).toBe(`http://${LAN}/checkout/${byCard.reference}`)

    // The gateway's way back stays where it was called.
    const callback = await as(bare, LAN, `/api/wallet/callback?reference=${funded.reference}`)
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe(`/wallet?reference=${funded.reference}`)
  })

  it('e-mail a reset link on the address the reset was asked from', async () => {
    const user = await signUp(bare)
    const before = (await bare.outbox()).length
    const asked = await as(bare, LAN, `/api${paths.forgotPassword}`, {
      method: 'POST',
      body: { email: user.email },
    })
    expect(asked.statusCode).toBe(200)
    const [mail] = (await bare.outbox()).slice(before)
    expect(new URL(mail?.links[0] ?? '').origin).toBe(`http://${LAN}`)
  })

  it('fall back to this machine for a Host header that is not a plain host and port', async () => {
    const user = await signUp(bare)
    const funding = await as(bare, 'evil.example/phish?', `/api${paths.walletCredit}`, {
      method: 'POST',
      token: user.token,
      body: { amount: 1_000 },
    })
    const { payment_url } = (funding.json() as Envelope<FundWalletResult>).data
    expect(new URL(payment_url).origin).toBe(`http://localhost:${bare.config.port}`)
  })
})

describe('links with APP_URL set', () => {
  it('point at APP_URL whatever the Host header says', async () => {
    const user = await signUp(configured)
    const funding = await as(configured, 'evil.example', `/api${paths.walletCredit}`, {
      method: 'POST',
      token: user.token,
      body: { amount: 1_000 },
    })
    const { payment_url } = (funding.json() as Envelope<FundWalletResult>).data
    expect(new URL(payment_url).origin).toBe('https://recur.example.com')

    const before = (await configured.outbox()).length
    await as(configured, 'evil.example', `/api${paths.forgotPassword}`, {
      method: 'POST',
      body: { email: user.email },
    })
    const [mail] = (await configured.outbox()).slice(before)
    expect(new URL(mail?.links[0] ?? '').origin).toBe('https://recur.example.com')
  })
})
