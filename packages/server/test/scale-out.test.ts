import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { messages } from '@recur/api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { HEALTH_PATH } from '../src/db/health'
import { migrationsFolder, openPostgres } from '../src/db/open'
import { createScratchPostgres } from './helpers/scratchPostgres'
import { PASSWORD, uniqueEmail } from './helpers/server'
import { logLines, startServerProcess, type ServerProcess } from './helpers/serverProcess'
import { dstvPayment } from './helpers/wallet'

/*
 * Scale-out (docs/deploy.md): several stateless server processes on one PostgreSQL. Two real
 * server processes (src/main.ts, configured through the environment) start at the same moment on
 * an empty database — both migrate at once — then traffic goes through both: a session made on
 * one works on the other, money spent through both at once never overdraws the wallet, and the
 * background jobs of both never do the same work twice.
 *
 * PostgreSQL only: PGlite is one process's embedded database, and two server processes cannot
 * share it; in the server-pglite project this file skips.
 */
const onPostgres = inject('database') === 'postgres'

const journalLength = async () =>
  (
    JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
  ).entries.length

describe.skipIf(!onPostgres)('migrations started by several instances at once', () => {
  it('run once, and every instance starts', async () => {
    const scratch = await createScratchPostgres(inject('postgresUrl'), 'recur_migrate')
    const handles = await Promise.all(Array.from({ length: 4 }, () => openPostgres(scratch.url)))
    try {
      // Four instances on one empty database, migrating at the same moment (without the advisory
      // lock in src/db/open.ts, all but one fail on the tables being created by another).
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()))
      expect(outcomes.map((o) => o.status)).toEqual(Array(4).fill('fulfilled'))
      const pool = (handles[0]!.db as unknown as { $client: pg.Pool }).$client
      const { rows } = await pool.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      expect(rows[0]?.n).toBe(await journalLength())
      // And the lock is not left behind (in this database: pg_locks lists the whole cluster's,
      // and other test files migrate their own databases at the same time).
      const locks = await pool.query(
        `select 1 from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and d.datname = current_database()`,
      )
      expect(locks.rows).toEqual([])
    } finally {
      await Promise.all(handles.map((handle) => handle.close()))
      await scratch.drop()
    }
  })
})

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let scratch: { url: string; drop: () => Promise<void> }
  let db: pg.Pool
  const dataDirs: string[] = []
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    scratch = await createScratchPostgres(inject('postgresUrl'), 'recur_scale')
    db = new pg.Pool({ connectionString: scratch.url, max: 2 })
    db.on('error', () => {})
    const start = async () => {
      // Shared: the database, APP_URL and the secrets. Per instance: the port and DATA_DIR (its
      // mail outbox). The jobs run every second on both.
      const dataDir = await mkdtemp(path.join(tmpdir(), 'recur-scale-'))
      dataDirs.push(dataDir)
      return startServerProcess({
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        APP_URL: 'http://recur.test',
        RECONCILE_INTERVAL_SECONDS: '1',
        RECONCILE_AFTER_MINUTES: '1',
        RENEWAL_INTERVAL_SECONDS: '1',
        REMINDER_INTERVAL_SECONDS: '1',
        FREE_PLAN_RENEWAL_LIMIT: '1000',
      })
    }
    // Both at once, on the empty database: both migrate at the same moment.
    ;[a, b] = await Promise.all([start(), start()])
  }, 90_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    await scratch?.drop()
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  const query = async <T>(text: string, params?: unknown[]) =>
    (await db.query(text, params)).rows as T[]

  it('both start on the empty database, which is migrated once, and both are healthy', async () => {
    const [row] = await query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
    expect(row?.n).toBe(await journalLength())
    for (const server of [a, b]) {
      const response = await fetch(`${server.origin}${HEALTH_PATH}`)
      expect(response.status).toBe(200)
    }
  })

  it('share sessions and data: signed up on A, used on B; logged out on B, gone on A', async () => {
    const email = uniqueEmail('scale')
    const { data } = await a
      .api()
      .register({ email, password: PASSWORD, password_confirmation: PASSWORD })
    const token = data.user.token
    expect((await b.api(token).profile()).data.user.email).toBe(email)

    const created = await a.api(token).createSubscription({
      name: 'Made on A',
      currency: 'NGN',
      amount: 2500,
      start_date: lagosDate(0),
      end_date: lagosDate(60),
      description: '',
      auto_renew: false,
    })
    const read = await b.api(token).getSubscription(created.data.uid)
    expect(read.data).toMatchObject({ name: 'Made on A', amount: 2500 })

    // A login on B, a logout of it on B: the token is refused on A at once.
    const { data: second } = await b.api().login({ email, password: PASSWORD })
    expect((await a.api(second.user.token).profile()).status).toBe(200)
    await b.api(second.user.token).logout()
    const refused = await fetch(`${a.origin}/api/users/profile`, {
      headers: { authorization: `Bearer ${second.user.token}` },
    })
    expect(refused.status).toBe(401)
    // The first session is untouched.
    expect((await a.api(token).profile()).status).toBe(200)
  })

  it('never overdraw one wallet with payments split across both, and keep its ledger balanced', async () => {
    const email = uniqueEmail('scale-pay')
    const { data } = await a
      .api()
      .register({ email, password: PASSWORD, password_confirmation: PASSWORD })
    const token = data.user.token
    // Funded on B through the sandbox checkout: ₦20,000 covers four ₦4,500 payments, not five.
    const { data: funding } = await b.api(token).fundWallet({ amount: 20_000 })
    const pressed = await fetch(`${a.origin}${new URL(funding.payment_url).pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(pressed.status).toBe(303)

    const request = dstvPayment({ variation_code: 'dstv-padi', auto_renew: false })
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const server = i % 2 === 0 ? a : b
        const response = await fetch(`${server.origin}/api/service-payment/pay`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': `scale-${i}`,
          },
          body: JSON.stringify(request),
        })
        const body = (await response.json()) as { message: string }
        return `${response.status} ${body.message}`
      }),
    )
    expect(statuses.filter((s) => s === `200 ${messages.paymentSuccessful}`)).toHaveLength(4)
    expect(statuses.filter((s) => s === `402 ${messages.insufficientFunds}`)).toHaveLength(6)

    const [ledger] = await query<{ balance: string; expected: string; pending: number }>(
      `select w.balance_kobo::text as balance,
              (select coalesce(sum(case when t.type = 'credit' and t.status = 'successful' then t.amount_kobo
                                        when t.type = 'debit' and t.status in ('pending', 'successful') then -t.amount_kobo
                                        else 0 end), 0)
                 from wallet_transactions t where t.user_id = w.user_id)::text as expected,
              (select count(*)::int from wallet_transactions t
                where t.user_id = w.user_id and t.status = 'pending') as pending
         from wallets w join users u on u.id = w.user_id where u.email = $1`,
      [email],
    )
    expect(ledger).toEqual({ balance: '200000', expected: '200000', pending: 0 })
    expect((await a.api(token).walletBalance()).data.balance).toBe(2_000)
  })

  it("run both instances' background jobs without doing any work twice", async () => {
    const email = uniqueEmail('scale-jobs')
    const { data } = await b
      .api()
      .register({ email, password: PASSWORD, password_confirmation: PASSWORD })
    const api = a.api(data.user.token)
    const N = 6
    const create = (name: string, endInDays: number, autoRenew: boolean) =>
      api.createSubscription({
        name,
        currency: 'NGN',
        amount: 1000,
        start_date: lagosDate(0),
        end_date: lagosDate(endInDays),
        description: '',
        auto_renew: autoRenew,
      })
    // N subscriptions to renew (made due below, all at once) and N to remind about (ending
    // tomorrow), and N pending credits left by checkouts nobody finished.
    const renewable = await Promise.all(
      Array.from({ length: N }, (_, i) => create(`Renew ${i}`, 30, true)),
    )
    await Promise.all(Array.from({ length: N }, (_, i) => create(`Remind ${i}`, 1, false)))
    await Promise.all(Array.from({ length: N }, () => api.fundWallet({ amount: 1_000 })))
    // A starting line for both instances: the test locks both tables (their jobs' claims wait
    // on it: FOR UPDATE needs a lock EXCLUSIVE refuses), makes the rows due, and waits until every
    // job of both instances is queued on the lock; the commit then lets them all go at once, so
    // both claim the same due rows at the same moment (FOR UPDATE SKIP LOCKED decides).
    const gate = await db.connect()
    try {
      await gate.query('begin')
      await gate.query('lock table subscriptions, wallet_transactions in exclusive mode')
      await gate.query(
        `update wallet_transactions set created_at = created_at - interval '10 minutes'
          where status = 'pending' and user_id = $1`,
        [data.user.id],
      )
      await gate.query(
        `update subscriptions set start_date = start_date - 60, end_date = $2::date - 1
          where user_id = $1 and name like 'Renew %'`,
        [data.user.id, lagosDate(0)],
      )
      await waitUntil(async () => {
        const [row] = await query<{ renewal: number; reminders: number; reconcile: number }>(
          `select count(*) filter (where query like '%"auto_renew" =%')::int as renewal,
                  count(*) filter (where query like '%reminder_sent_for%')::int as reminders,
                  count(*) filter (where query like '%from "wallet_transactions"%')::int as reconcile
             from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )
        return row?.renewal === 2 && row.reminders === 2 && row.reconcile === 2
      })
      await gate.query('commit')
    } finally {
      gate.release()
    }

    // Wait until all of it is done, then for both instances to run every job a few more times.
    await waitUntil(async () => {
      const [row] = await query<{ renewed: number; reminded: number; checked: number }>(
        `select (select count(*)::int from subscriptions where user_id = $1 and parent_id is not null) as renewed,
                (select count(*)::int from subscriptions where user_id = $1 and reminder_sent_for is not null) as reminded,
                (select count(*)::int from wallet_transactions where user_id = $1 and next_check_at is not null) as checked`,
        [data.user.id],
      )
      return row !== undefined && row.renewed >= N && row.reminded >= N && row.checked >= N
    })
    await new Promise((resolve) => setTimeout(resolve, 3_000))

    // Each subscription renewed once (one new period each, whichever instance took it).
    const renewals = await query<{ parent: string; n: number }>(
      `select parent_id as parent, count(*)::int as n from subscriptions
        where user_id = $1 and parent_id is not null group by parent_id order by 1`,
      [data.user.id],
    )
    expect(renewals).toEqual(
      renewable
        .map((r) => ({ parent: r.data.uid, n: 1 }))
        .sort((x, y) => (x.parent < y.parent ? -1 : 1)),
    )
    // Each reminder e-mailed once, by one instance or the other (each has its own outbox).
    const mails = (
      await Promise.all(
        dataDirs.map(async (dir) =>
          Promise.all(
            (await readdir(path.join(dir, 'outbox')).catch(() => [] as string[]))
              .filter((f) => f.endsWith('.json'))
              .map(async (f) => JSON.parse(await readFile(path.join(dir, 'outbox', f), 'utf8'))),
          ),
        ),
      )
    )
      .flat()
      .filter((mail: { to?: string }) => mail.to === email)
    expect(mails).toHaveLength(N)
    // What the two instances say they did adds up to the work, each unit once.
    const total = (msg: RegExp, field: string) =>
      [a, b]
        .flatMap((server) => logLines(server, msg))
        .reduce((sum, line) => sum + Number(line[field] ?? 0), 0)
    expect(total(/^auto-renewal ran$/, 'claimed')).toBe(N)
    expect(total(/^expiry reminders$/, 'sent')).toBe(N)
    expect(total(/^reconciled$/, 'claimed')).toBe(N)
  }, 60_000)
})

/** The date in Lagos `days` from today, YYYY-MM-DD (the server's "today"). */
function lagosDate(days: number) {
  return new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** Polls `check` until it holds (the test's own timeout bounds the wait). */
async function waitUntil(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 200))
}
