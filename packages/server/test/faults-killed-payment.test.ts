import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PaymentRequest } from '@recur/api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPglite } from '../src/db/open'
import { startFakeVtpass } from './helpers/fakeVtpass'
import { createScratchPostgres } from './helpers/scratchPostgres'
import { PASSWORD, uniqueEmail } from './helpers/server'
import { startServerProcess, type ServerProcess } from './helpers/serverProcess'

/*
 * The server killed (SIGKILL: nothing closed, nothing flushed) while payments wait on the bill
 * provider, then a fresh process on the same database: reconciliation must bring every payment
 * to a final state, with the ledger balanced and no payment made twice.
 *
 * The real entry point runs as a child process (src/main.ts through tsx), configured only
 * through its environment, against a local fake VTpass whose pay call never answers for two
 * smartcards: one VTpass then reports delivered on requery, the other failed. On PostgreSQL in
 * server-postgres, and on PGlite on disk (DATA_DIR) in server-pglite: the embedded database must
 * survive the kill too.
 */
const database = inject('database')
const KEYS = { apiKey: 'vt-api', secretKey: 'vt-secret', publicKey: 'vt-public' }
const DELIVERED_LATER = '1212121216' // hang, then requery: delivered
const FAILED_LATER = '1212121217' // hang, then requery: failed
const TOTAL_KOBO = 450_000n // DStv Padi ₦4,400 + the ₦100 fee

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>

let fake: Awaited<ReturnType<typeof startFakeVtpass>>
let dataDir: string
let scratch: { url: string; drop: () => Promise<void> } | undefined
let server: ServerProcess | undefined

beforeAll(async () => {
  fake = await startFakeVtpass(KEYS)
  dataDir = await mkdtemp(path.join(tmpdir(), 'recur-killed-'))
  if (database === 'postgres') {
    scratch = await createScratchPostgres(inject('postgresUrl'), 'recur_killed')
  } else {
    // The migrated template (test/setup/pglite.ts) unpacked into DATA_DIR/pglite: the child then
    // opens an existing database instead of spending seconds on initdb.
    const template = await readFile(inject('pgliteTemplate'))
    const handle = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: template })
    await handle.close()
  }
})
afterAll(async () => {
  await server?.kill()
  await fake?.close()
  await scratch?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  APP_URL: 'http://recur.test',
  VTPASS_API_KEY: KEYS.apiKey,
  VTPASS_SECRET_KEY: KEYS.secretKey,
  VTPASS_PUBLIC_KEY: KEYS.publicKey,
  VTPASS_BASE_URL: fake.baseUrl,
  // VTpass (a fake) with the sandbox checkout, to fund the wallet: a test bench, not real money.
  ALLOW_SANDBOX_MIX: 'staging',
  // Long enough that the provider's silence outlives the process.
  PROVIDER_TIMEOUT_MS: '600000',
  RECONCILE_AFTER_MINUTES: '1',
  ...extra,
})

/** Runs `work` on the database while no server holds it (PGlite on disk is one process's). */
async function withDatabase<T>(work: (query: Query) => Promise<T>): Promise<T> {
  if (scratch) {
    const client = new pg.Client({ connectionString: scratch.url })
    await client.connect()
    try {
      return await work(
        async <R>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as R[],
      )
    } finally {
      await client.end()
    }
  }
  const handle = await openPglite(path.join(dataDir, 'pglite'))
  const client = (
    handle.db as unknown as {
      $client: { query<R>(t: string, p?: unknown[]): Promise<{ rows: R[] }> }
    }
  ).$client
  try {
    return await work(
      async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
    )
  } finally {
    await handle.close()
  }
}

const payment = (smartcard: string): PaymentRequest => ({
  service_name: 'dstv',
  variation_code: 'dstv-padi',
  email: 'ada@example.com',
  phone_number: '09012345678',
  smartcard_number: smartcard,
  auto_renew: false,
  is_tracking_disabled: false,
  subscription_type: 'new',
  payment_method: 'wallet',
})

describe(`a server killed in the middle of payments (${database})`, () => {
  it('settles them after a restart: one final debit each, the ledger balanced', async () => {
    server = await startServerProcess(env())
    const first = server
    const email = uniqueEmail('killed')
    const { data: registered } = await first
      .api()
      .register({ email, password: PASSWORD, password_confirmation: PASSWORD })
    const token = registered.user.token
    const api = first.api(token)

    // Fund the wallet through the sandbox checkout, as a browser would.
    const { data: funding } = await api.fundWallet({ amount: 20_000 })
    const pressed = await fetch(`${first.origin}${new URL(funding.payment_url).pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(pressed.status).toBe(303)
    expect((await api.walletBalance()).data.balance).toBe(20_000)

    // Two payments the provider never answers; neither request will ever get its answer.
    const inFlight = [DELIVERED_LATER, FAILED_LATER].map((card, i) =>
      fetch(`${first.origin}/api/service-payment/pay`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `killed-${i}`,
        },
        body: JSON.stringify(payment(card)),
      }).then(
        (response) => response.status,
        (error: unknown) => error,
      ),
    )
    // Wait until both debits are written (pending) and both pay calls reached VTpass.
    await waitUntil(async () => {
      const pending = await api.walletTransactions({ filter: 'pending' })
      return pending.data.data.length === 2 && fake.payments.size === 2
    })
    await first.kill()
    // The requests die with the process: no answer was sent.
    for (const outcome of await Promise.all(inFlight)) expect(outcome).toBeInstanceOf(Error)

    // As the process died: two pending debits holding the money, two processing claims.
    const references = await withDatabase(async (query) => {
      const rows = await query<{ reference: string; status: string }>(
        `select reference, status from wallet_transactions where type = 'debit' order by reference`,
      )
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending'])
      // Time passes: the debits are now older than RECONCILE_AFTER_MINUTES.
      await query(
        `update wallet_transactions set created_at = created_at - interval '10 minutes'
          where status = 'pending'`,
      )
      return rows.map((r) => r.reference)
    })

    // A fresh process with reconciliation every second settles both.
    server = await startServerProcess(env({ RECONCILE_INTERVAL_SECONDS: '1' }))
    const second = server.api(token) // the session survives the restart: it lives in the database
    await waitUntil(
      async () => (await second.walletTransactions({ filter: 'pending' })).data.data.length === 0,
    )
    expect((await second.walletBalance()).data.balance).toBe(20_000 - 4_500)
    expect(await server.stop()).toBe(0)
    server = undefined

    await withDatabase(async (query) => {
      const debits = await query<{ reference: string; status: string; key: string }>(
        `select t.reference, t.status, p.idempotency_key as key
           from wallet_transactions t join service_payments p on p.transaction_id = t.id
          where t.type = 'debit' order by p.idempotency_key`,
      )
      // Exactly one debit per payment (its reversal is the same row's status), both final.
      expect(debits.map((d) => [d.key, d.status])).toEqual([
        ['killed-0', 'successful'],
        ['killed-1', 'reversed'],
      ])
      expect(debits.map((d) => d.reference).sort()).toEqual(references)
      const claims = await query<{ key: string; status: string }>(
        'select idempotency_key as key, status from service_payments order by idempotency_key',
      )
      expect(claims).toEqual([
        { key: 'killed-0', status: 'successful' },
        { key: 'killed-1', status: 'failed' },
      ])
      const subscriptions = await query<{ n: number }>(
        'select count(*)::int as n from subscriptions where is_paid',
      )
      expect(subscriptions).toEqual([{ n: 1 }])
      // balance = successful credits − (pending + successful) debits, and nothing pending.
      const [ledger] = await query<{ balance: string; expected: string; pending: number }>(
        `select w.balance_kobo::text as balance,
                (select coalesce(sum(case when type = 'credit' and status = 'successful' then amount_kobo
                                          when type = 'debit' and status in ('pending', 'successful') then -amount_kobo
                                          else 0 end), 0)
                   from wallet_transactions)::text as expected,
                (select count(*)::int from wallet_transactions where status = 'pending') as pending
           from wallets w`,
      )
      expect(ledger).toEqual({
        balance: String(2_000_000n - TOTAL_KOBO),
        expected: String(2_000_000n - TOTAL_KOBO),
        pending: 0,
      })
    })
    // VTpass was asked to pay once per payment: reconciliation requeried, it never paid again.
    expect(fake.payments.size).toBe(2)
  }, 120_000)
})

/** Polls `check` until it holds (the test's own timeout bounds the wait). */
async function waitUntil(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100))
}
