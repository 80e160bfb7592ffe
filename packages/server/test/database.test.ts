import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { messages } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../src/db/open'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { countRows, signUp, startServer, type TestServer } from './helpers/server'

let db: TestDatabase

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await db?.dispose()
})

describe('migrations', () => {
  it('apply every committed migration and create the tables', async () => {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[]
    }
    const applied = await db.query('select hash from drizzle.__drizzle_migrations')
    expect(applied).toHaveLength(journal.entries.length)
    const tables = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    )
    expect(tables.map((t) => t.table_name)).toEqual([
      'calendar_feeds',
      'categories',
      'exchange_rates',
      'password_resets',
      'sandbox_checkouts',
      'service_payments',
      'sessions',
      'shared_data_version',
      'subscription_counts',
      'subscription_renewals',
      'subscription_spend',
      'subscriptions',
      'users',
      'wallet_transactions',
      'wallets',
    ])
  })

  it('seed the exchange-rate snapshot, and keep rates sane in the database itself', async () => {
    expect(
      await db.query(
        `select as_of::text, currency_code, ngn_per_unit::text as rate, source from exchange_rates
         order by currency_code`,
      ),
    ).toEqual([
      { as_of: '2025-11-01', currency_code: 'EUR', rate: '1680.00000000', source: 'snapshot' },
      { as_of: '2025-11-01', currency_code: 'GBP', rate: '1900.00000000', source: 'snapshot' },
      { as_of: '2025-11-01', currency_code: 'NGN', rate: '1.00000000', source: 'snapshot' },
      { as_of: '2025-11-01', currency_code: 'USD', rate: '1450.00000000', source: 'snapshot' },
    ])
    const insertRate = (code: string, rate: string) =>
      db.query(
        `insert into exchange_rates (as_of, currency_code, ngn_per_unit, source)
         values ('2026-01-01', $1, $2, 'test')`,
        [code, rate],
      )
    await expect(insertRate('JPY', '10')).rejects.toThrow()
    await expect(insertRate('USD', '0')).rejects.toThrow()
    await expect(insertRate('USD', '-1')).rejects.toThrow()
    await expect(insertRate('NGN', '2')).rejects.toThrow()
    await expect(insertRate('EUR', '1000000000000')).rejects.toThrow()
    await expect(
      db.query(
        `insert into exchange_rates (as_of, currency_code, ngn_per_unit, source)
         values ('2025-11-01', 'USD', 1500, 'test')`,
      ),
    ).rejects.toThrow()
  })

  it('are safe to run again on every start', async () => {
    await db.migrate()
    const applied = await db.query('select hash from drizzle.__drizzle_migrations')
    expect(applied.length).toBeGreaterThan(0)
    expect(await countRows(db)).toMatchObject({ users: 0 })
  })

  it('keep e-mails lower-case and unique, and wallets out of the red, in the database itself', async () => {
    const insertUser = (id: string, email: string) =>
      db.query("insert into users (id, email, username, password_hash) values ($1, $2, 'x', 'x')", [
        id,
        email,
      ])
    await expect(
      insertUser('00000000-0000-4000-8000-000000000001', 'Upper@Example.com'),
    ).rejects.toThrow()
    await insertUser('00000000-0000-4000-8000-000000000002', 'same@example.com')
    await expect(
      insertUser('00000000-0000-4000-8000-000000000003', 'same@example.com'),
    ).rejects.toThrow()
    await expect(
      db.query(
        "insert into wallets (user_id, balance_kobo) values ('00000000-0000-4000-8000-000000000002', -1)",
      ),
    ).rejects.toThrow()
    const [user] = await db.query<{ timezone: string; plan: string }>(
      "select timezone, plan from users where email = 'same@example.com'",
    )
    expect(user).toEqual({ timezone: 'Africa/Lagos', plan: 'free' })
  })
})

describe('database failures', () => {
  // One database of its own, broken on purpose: first a query fails, then the database goes away.
  let own: TestDatabase
  let server: TestServer
  let token: string
  beforeAll(async () => {
    own = await createTestDatabase()
    server = await startServer(own)
    token = (await signUp(server)).token
  })
  afterAll(async () => {
    await server?.close()
    await own?.dispose()
  })

  it('answers 500 with the generic message, and no detail, when a query fails unexpectedly', async () => {
    await own.query('alter table wallets rename column balance_kobo to gone')
    const response = await server.raw('/wallet/balance', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(500)
    expect(response.body).toEqual({ status: 500, message: messages.serverError, data: null })
  })

  it('answers 503 when the database cannot be reached', async () => {
    await own.close()
    const response = await server.raw('/users/profile', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ status: 503, message: messages.serviceUnavailable, data: null })
  })
})
