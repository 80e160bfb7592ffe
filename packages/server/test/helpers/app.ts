import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase, type TestDatabase } from './database'
import { startServer, type TestServer } from './server'

type StartOptions = NonNullable<Parameters<typeof startServer>[1]>

/** The server of `useTestServer`, with the database it runs on. */
export interface TestApp extends TestServer {
  /** The file's own test database. */
  readonly db: TestDatabase
}

/**
 * A test file's app that tears itself down (fastify/demo's `test/helper.ts`, in vitest's
 * hooks): called at the top of a file (or a `describe`), it creates a fresh test database and
 * starts the server on it before the file's tests, and closes both after them. Until it has
 * started, touching it throws, so a test can never run against a half-built app.
 *
 *   const server = useTestServer({ now })
 *   it('…', async () => { const user = await signUp(server); … server.db.query(…) })
 *
 * `options` may be a function, read when the server starts (for values set up in an earlier
 * `beforeAll`, such as a fake provider's URL).
 */
export function useTestServer(options: StartOptions | (() => StartOptions) = {}): TestApp {
  let db: TestDatabase | undefined
  let server: TestServer | undefined

  beforeAll(async () => {
    db = await createTestDatabase()
    server = await startServer(db, typeof options === 'function' ? options() : options)
  })
  afterAll(async () => {
    await server?.close()
    await db?.dispose()
  })

  const started = () => {
    if (!server) throw new Error('the test server is used before its beforeAll has run')
    return server
  }
  return {
    get db() {
      if (!db) throw new Error('the test database is used before its beforeAll has run')
      return db
    },
    get app() {
      return started().app
    },
    get config() {
      return started().config
    },
    get origin() {
      return started().origin
    },
    api: (token) => started().api(token),
    raw: (apiPath, init) => started().raw(apiPath, init),
    outbox: () => started().outbox(),
    // afterAll closes it; a test that closes it early leaves nothing for afterAll to do twice.
    close: async () => {
      const open = server
      server = undefined
      await open?.close()
    },
  }
}
