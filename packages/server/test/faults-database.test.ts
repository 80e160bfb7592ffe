import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { messages, paths, type Envelope } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../src/app'
import { HEALTH_PATH } from '../src/db/health'
import { openPostgres } from '../src/db/open'
import type { DatabaseHandle } from '../src/db/database'
import type { TestDatabase } from './helpers/database'
import { createScratchPostgres } from './helpers/scratchPostgres'
import {
  clientsOf,
  listenLocally,
  PASSWORD,
  signUp,
  testConfig,
  type TestServer,
} from './helpers/server'
import { startServerProcess } from './helpers/serverProcess'
import { subscriptionBody } from './helpers/subscriptions'
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy'
import { dstvPayment, expectLedgerMatches, fundWallet } from './helpers/wallet'

/*
 * The database going away under a running server, and coming back. The app reaches PostgreSQL
 * through a TCP proxy that the test cuts (connections destroyed, new ones refused), turns into a
 * black hole (connections accepted, never answered), and restores; the same app instance must
 * answer 503 in the envelope meanwhile — never a 500, never a hang past the pool's connect
 * timeout, never a crash — and serve normally again once the database is back. A payment whose
 * transaction is cut half-way is rolled back whole; a server started without its database stops
 * with exit code 1.
 *
 * PostgreSQL only: PGlite is embedded in the server's own process, so there is no connection to
 * lose. In the server-pglite project this file skips (it runs, for real, in server-postgres).
 */
const onPostgres = inject('database') === 'postgres'

const UNAVAILABLE = { status: 503, message: messages.serviceUnavailable, data: null }

describe.skipIf(!onPostgres)('the database going away (PostgreSQL)', () => {
  let scratch: { url: string; drop: () => Promise<void> }
  let proxy: TcpProxy
  let handle: DatabaseHandle
  /** A direct connection, past the proxy: to look at the rows and to hold locks. */
  let direct: pg.Pool
  let server: TestServer
  let dataDir: string | undefined
  let user: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    scratch = await createScratchPostgres(inject('postgresUrl'), 'recur_faults')
    const target = new URL(scratch.url)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    // The app's pool, with the production options, reaches the database only through the proxy.
    handle = await openPostgres(proxy.urlFor(scratch.url))
    await handle.migrate()
    direct = new pg.Pool({ connectionString: scratch.url, max: 3 })
    direct.on('error', () => {}) // the drop at the end closes its idle connections
    // The whole app (health check included), on the proxied pool.
    dataDir = await mkdtemp(path.join(tmpdir(), 'recur-faults-'))
    const app = await buildApp(testConfig({ dataDir }), { db: handle.db })
    server = await listening(app)
    user = await signUp(server)
    await fundWallet(server, user.token, 50_000)
  })
  afterAll(async () => {
    await server?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    await handle?.close().catch(() => {})
    await proxy?.close()
    await direct?.end()
    await scratch?.drop()
  })

  const health = async () => {
    const response = await fetch(`${server.origin}${HEALTH_PATH}`)
    return { status: response.status, body: (await response.json()) as Envelope }
  }

  const authed = (token: string) => ({ authorization: `Bearer ${token}` })
  const json = (token: string | undefined, body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? authed(token) : {}) },
    body: JSON.stringify(body),
  })

  /** One request of each kind that needs the database: a read, a sign-in, a write. */
  const needingTheDatabase = () => [
    server.raw(paths.profile, { headers: authed(user.token) }),
    server.raw(paths.walletBalance, { headers: authed(user.token) }),
    server.raw(paths.login, json(undefined, { email: user.email, password: PASSWORD })),
    server.raw(
      paths.subscriptions,
      json(user.token, subscriptionBody({ start_date: '2026-11-01', end_date: '2099-12-31' })),
    ),
    server.raw(paths.walletCredit, json(user.token, { amount: 1000 })),
  ]

  it('serves normally through the proxy to begin with', async () => {
    const profile = await server.raw(paths.profile, { headers: authed(user.token) })
    expect(profile.status).toBe(200)
    expect(proxy.open).toBeGreaterThan(0)
  })

  it('answers 503 in the envelope to every request that needs the database while it is down', async () => {
    await proxy.down()
    const answers = await Promise.all(needingTheDatabase())
    for (const answer of answers) expect(answer.body).toEqual(UNAVAILABLE)
    for (const answer of answers) expect(answer.status).toBe(503)
    // What needs no database still answers as usual.
    const anonymous = await server.raw(paths.profile)
    expect(anonymous.status).toBe(401)
    // The health check says so, for the load balancer.
    expect(await health()).toEqual({ status: 503, body: UNAVAILABLE })
  })

  it('serves again, on the same instance, once the database is back', async () => {
    await proxy.up()
    expect(await health()).toEqual({
      status: 200,
      body: { status: 200, message: messages.ok, data: { database: 'up' } },
    })
    const profile = await server.raw(paths.profile, { headers: authed(user.token) })
    expect(profile).toMatchObject({ status: 200, body: { data: { user: { email: user.email } } } })
    const login = await server.api().login({ email: user.email, password: PASSWORD })
    expect(login.data.user.email).toBe(user.email)
    const balance = await server.raw(paths.walletBalance, { headers: authed(user.token) })
    expect(balance.status).toBe(200)
  })

  it('answers 503, not a hang, when connections to the database go unanswered', async () => {
    // A dead network path: the proxy accepts and never answers. Only the pool's connect timeout
    // (src/db/open.ts) ends these requests; without it they would hang until the test times out.
    await proxy.blackhole()
    const answers = await Promise.all([
      server.raw(paths.profile, { headers: authed(user.token) }),
      server.raw(paths.login, json(undefined, { email: user.email, password: PASSWORD })),
    ])
    for (const answer of answers) expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE })
    await proxy.up()
    const profile = await server.raw(paths.profile, { headers: authed(user.token) })
    expect(profile.status).toBe(200)
  })

  it(
    'answers 503 within seconds, and /healthz within 2 s, while the database is frozen; then serves again by itself',
    { timeout: 60_000 },
    async () => {
      // The pool holds open connections (earlier tests): they freeze with the server, as under
      // SIGSTOP, and new ones hang in the handshake. Nothing but the app's own deadlines
      // (src/db/open.ts, src/db/health.ts) ends these requests.
      proxy.freeze()
      try {
        const [probe, ...answers] = await Promise.all([
          timed(health()),
          ...needingTheDatabase().map(timed),
        ])
        expect(probe.value).toEqual({ status: 503, body: UNAVAILABLE })
        expect(probe.ms).toBeLessThan(5_000) // HEALTH_TIMEOUT_MS is 1.5 s
        for (const answer of answers) {
          expect(answer.value).toMatchObject({ status: 503, body: UNAVAILABLE })
          expect(answer.ms).toBeLessThan(20_000) // a 5 s query or connect timeout, with room
        }
      } finally {
        await proxy.up()
      }
      // No restart: the connections given up on are gone, fresh ones serve.
      await waitUntil(async () => (await health()).status === 200)
      const profile = await server.raw(paths.profile, { headers: authed(user.token) })
      expect(profile.status).toBe(200)
    },
  )

  it('answers 503 when a statement waits past the statement timeout (a lock held elsewhere)', async () => {
    const holder = await direct.connect()
    try {
      await holder.query('begin')
      await holder.query('select 1 from wallets where user_id = $1 for update', [user.id])
      // The payment's transaction waits for the wallet's row lock, which is not coming.
      const answer = await server.raw(
        paths.pay,
        json(user.token, dstvPayment({ variation_code: 'dstv-padi', auto_renew: false })),
      )
      expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE })
    } finally {
      await holder.query('rollback').catch(() => {})
      holder.release()
    }
  })

  it('rolls a payment back whole when the database goes away in the middle of it, and the retry pays once', async () => {
    const before = await balanceOf(user.id)
    const request = dstvPayment({ variation_code: 'dstv-padi', auto_renew: false })
    const key = `faults-${process.pid}-${Date.now()}`
    const pay = () => {
      const init = json(user.token, request)
      return server.raw(paths.pay, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'idempotency-key': key },
      })
    }

    // Hold the wallet's row lock from outside, so the payment's transaction (key claimed, debit
    // about to be written) waits on it with a query in flight; then take the database away.
    const holder = await direct.connect()
    let inFlight: ReturnType<typeof pay> | undefined
    try {
      await holder.query('begin')
      await holder.query('select 1 from wallets where user_id = $1 for update', [user.id])
      inFlight = pay()
      await waitUntil(async () => {
        const { rows } = await direct.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )
        return Number(rows[0]?.n) > 0
      })
      await proxy.down()
      const answer = await inFlight
      expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE })
    } finally {
      await holder.query('rollback').catch(() => {})
      holder.release()
      await proxy.up()
    }

    // The cut transaction left nothing: no claim, no debit, the balance untouched.
    const claims = await direct.query('select 1 from service_payments where idempotency_key = $1', [
      key,
    ])
    expect(claims.rows).toHaveLength(0)
    expect(await balanceOf(user.id)).toBe(before)

    // The same key, once the database is back, pays exactly once.
    const retried = await pay()
    expect(retried).toMatchObject({ status: 200, body: { message: messages.paymentSuccessful } })
    const again = await pay()
    expect(again).toMatchObject({ status: 200, body: { message: messages.paymentSuccessful } })
    const debits = await direct.query<{ status: string }>(
      `select t.status from service_payments p join wallet_transactions t on t.id = p.transaction_id
        where p.idempotency_key = $1`,
      [key],
    )
    expect(debits.rows).toEqual([{ status: 'successful' }])
    await expectLedgerMatches(asTestDatabase(direct), user.id, before - 450_000n)
  })

  it('stops a server starting without its database with exit code 1, for the supervisor to restart', async () => {
    await proxy.down()
    try {
      const error = await startServerProcess({
        DATABASE_URL: proxy.urlFor(scratch.url),
        DATA_DIR: dataDir ?? '',
      }).then(
        () => undefined,
        (caught: unknown) => caught as Error,
      )
      expect(error?.message).toMatch(/^server exited \(1\) before listening/)
      expect(error?.message).toMatch(/Recur failed to start.*ECONNREFUSED/s)
    } finally {
      await proxy.up()
    }
  })

  async function balanceOf(userId: string) {
    const { rows } = await direct.query<{ balance: string }>(
      'select balance_kobo::text as balance from wallets where user_id = $1',
      [userId],
    )
    return BigInt(rows[0]?.balance ?? '0')
  }
})

/** A listening app with the slice of TestServer these tests and the wallet helpers use. */
async function listening(app: FastifyInstance): Promise<TestServer> {
  const origin = await listenLocally(app)
  return {
    app,
    origin,
    ...clientsOf(origin),
    close: () => app.close(),
  } as TestServer
}

/** The slice of TestDatabase the wallet helpers use, on a plain pool. */
const asTestDatabase = (pool: pg.Pool) =>
  ({
    query: async (text: string, params?: unknown[]) => (await pool.query(text, params)).rows,
  }) as unknown as TestDatabase

/** `work`'s outcome and how long it took, in ms. */
async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work
  return { value, ms: performance.now() - started }
}

/** Polls `check` until it holds (the test's own timeout bounds the wait). */
async function waitUntil(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25))
}
