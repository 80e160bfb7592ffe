import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { messages, paths, type Envelope } from '@recur/api'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { HEALTH_PATH } from '../src/db/health'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'
import { subscriptionBody } from './helpers/subscriptions'

/*
 * A long operation on the database (a heavy report, a migration) must not hold everything else
 * for as long as it lasts. PGlite runs one transaction at a time: a request waiting for its turn
 * gives up after 5 s with a 503 and is never run (no write behind a 503); /healthz still answers
 * 200 between two statements, and 503 by its own 1.5 s deadline while one statement outlasts it;
 * static files never wait at all. PostgreSQL serves the others on other connections meanwhile.
 */
const database = inject('database')

let db: TestDatabase
let server: TestServer
let staticDir: string
beforeAll(async () => {
  db = await createTestDatabase()
  staticDir = await mkdtemp(path.join(tmpdir(), 'recur-static-'))
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Recur</title>')
  server = await startServer(db, { config: { staticDir } })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
  if (staticDir) await rm(staticDir, { recursive: true, force: true })
})

/** A month from yesterday (UTC): a period the schema accepts whatever day the test runs. */
function currentPeriod() {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  return { start_date: day(-1), end_date: day(30) }
}

/** `work`'s outcome and how long it took, in ms. */
async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work
  return { value, ms: performance.now() - started }
}

/** Runs `during` while a transaction holds the database, and ends the transaction after. */
async function whileBusy(during: () => Promise<void>) {
  let finish = () => {}
  const held = new Promise<void>((resolve) => (finish = resolve))
  let started = () => {}
  const running = new Promise<void>((resolve) => (started = resolve))
  const long = db.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`)
    started()
    await held
  })
  try {
    await running
    await during()
  } finally {
    finish()
    await long
  }
}

describe(`a long operation on the database (${database})`, () => {
  it(
    'does not hold /healthz, static files or requests for as long as it lasts',
    { timeout: 60_000 },
    async () => {
      const user = await signUp(server)
      const name = `Busy ${process.pid}`
      const create = () =>
        server.raw(paths.subscriptions, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify(subscriptionBody({ name, ...currentPeriod() })),
        })

      await whileBusy(async () => {
        const [health, page, created] = await Promise.all([
          timed(fetch(`${server.origin}${HEALTH_PATH}`)),
          timed(fetch(`${server.origin}/dashboard`, { headers: { accept: 'text/html' } })),
          timed(create()),
        ])
        expect(page.value.status).toBe(200)
        expect(page.ms).toBeLessThan(5_000) // no database involved at all
        expect(health.ms).toBeLessThan(5_000) // HEALTH_TIMEOUT_MS is 1.5 s
        expect(created.ms).toBeLessThan(20_000) // PGLITE_WAIT_TIMEOUT_MS is 5 s
        // The database answers: on PGlite /healthz pings its thread between statements,
        // ahead of the requests queued for its one connection.
        expect(health.value.status).toBe(200)
        if (database === 'pglite') {
          expect(created.value).toMatchObject({
            status: 503,
            body: { message: messages.serviceUnavailable },
          })
        } else {
          expect(created.value.status).toBe(200)
        }
      })

      // Once it is over: healthy, and a request refused meanwhile wrote nothing.
      expect((await fetch(`${server.origin}${HEALTH_PATH}`)).status).toBe(200)
      const rows = await db.query<{ n: number }>(
        'select count(*)::int as n from subscriptions where name = $1',
        [name],
      )
      expect(rows[0]?.n).toBe(database === 'pglite' ? 0 : 1)
    },
  )

  it(
    'answers /healthz by its deadline while one statement runs longer',
    { timeout: 60_000 },
    async () => {
      // Under PostgreSQL's 4 s statement timeout; started well before the probe (no way to see it
      // start from outside: PGlite is busy with it).
      const long = db.query('select pg_sleep(3.5)')
      await new Promise((resolve) => setTimeout(resolve, 500))
      try {
        const health = await timed(fetch(`${server.origin}${HEALTH_PATH}`))
        expect(health.ms).toBeLessThan(2_900) // HEALTH_TIMEOUT_MS is 1.5 s
        if (database === 'pglite') {
          expect(health.value.status).toBe(503)
          expect(((await health.value.json()) as Envelope).message).toBe(
            messages.serviceUnavailable,
          )
        } else {
          expect(health.value.status).toBe(200)
        }
      } finally {
        await long
      }
    },
  )
})
