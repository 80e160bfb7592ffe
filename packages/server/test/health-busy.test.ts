import { messages, type Envelope } from '@recur/api'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { HEALTH_PATH } from '../src/db/health'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { startServer, type TestServer } from './helpers/server'

/*
 * /healthz answers by its own deadline while the database is busy with a long operation, instead
 * of queueing behind it for as long as it lasts. PGlite runs one transaction at a time: the
 * probe cannot get in, and says 503 within HEALTH_TIMEOUT_MS. PostgreSQL serves the probe on
 * another connection: 200.
 */
const database = inject('database')

let db: TestDatabase
let server: TestServer
beforeAll(async () => {
  db = await createTestDatabase()
  server = await startServer(db)
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
})

describe('the health check while the database is busy', () => {
  it('answers within seconds, whatever the long operation', { timeout: 60_000 }, async () => {
    let finish = () => {}
    const held = new Promise<void>((resolve) => (finish = resolve))
    let started = () => {}
    const running = new Promise<void>((resolve) => (started = resolve))
    // A transaction that lasts until the test ends it (a long migration, a heavy report).
    const long = db.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      started()
      await held
    })
    try {
      await running
      const begun = performance.now()
      const response = await fetch(`${server.origin}${HEALTH_PATH}`)
      const ms = performance.now() - begun
      const body = (await response.json()) as Envelope
      expect(ms).toBeLessThan(5_000) // HEALTH_TIMEOUT_MS is 1.5 s; the operation lasts forever
      if (database === 'pglite') {
        expect({ status: response.status, message: body.message }).toEqual({
          status: 503,
          message: messages.serviceUnavailable,
        })
      } else {
        expect(response.status).toBe(200)
      }
    } finally {
      finish()
      await long
    }
    // Once it is over, healthy again.
    expect((await fetch(`${server.origin}${HEALTH_PATH}`)).status).toBe(200)
  })
})
