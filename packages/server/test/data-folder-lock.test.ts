import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { messages } from '@recur/api'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { HEALTH_PATH } from '../src/db/health'
import { openPglite } from '../src/db/open'
import { PASSWORD, uniqueEmail } from './helpers/server'
import { startServerProcess, type ServerProcess } from './helpers/serverProcess'

/*
 * Two `npm start`s on one DATA_DIR: the embedded database is one process's. The second real
 * server process must stop (non-zero, naming the folder and the holder's pid) while the first
 * keeps serving; a first process killed with SIGKILL leaves a lock that must not block the
 * next start. PGlite only (PostgreSQL is shared by design: test/scale-out.test.ts).
 */
const onPglite = inject('database') === 'pglite'

describe.skipIf(!onPglite)('one server process per embedded data folder', () => {
  let dataDir: string
  let first: ServerProcess | undefined
  let restarted: ServerProcess | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'recur-datadir-'))
    // The migrated template unpacked into DATA_DIR/pglite: no initdb in the children.
    const template = await readFile(inject('pgliteTemplate'))
    const handle = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: template })
    await handle.close()
  })
  afterAll(async () => {
    await first?.kill()
    await restarted?.kill()
    await rm(dataDir, { recursive: true, force: true })
  })

  const env = () => ({ DATA_DIR: dataDir, APP_URL: 'http://recur.test' })

  it(
    'refuses a second process on the same folder, and the first keeps serving',
    { timeout: 60_000 },
    async () => {
      first = await startServerProcess(env())
      const email = uniqueEmail('lock')
      await first.api().register({ email, password: PASSWORD, password_confirmation: PASSWORD })

      const refused = await startServerProcess(env()).then(
        () => undefined,
        (error: unknown) => error as Error,
      )
      expect(refused?.message).toMatch(/^server exited \([1-9]\d*\) before listening/)
      expect(refused?.message).toContain(
        `The database folder ${path.join(dataDir, 'pglite')} is in use by another Recur process (pid ${first.child.pid} `,
      )

      const health = await fetch(`${first.origin}${HEALTH_PATH}`)
      expect(health.status).toBe(200)
      const signedIn = await first.api().login({ email, password: PASSWORD })
      expect(signedIn.message).toBe(messages.loggedIn)
    },
  )

  it(
    'starts after a process killed with SIGKILL, on the data it left',
    { timeout: 60_000 },
    async () => {
      const email = uniqueEmail('after-kill')
      await first?.api().register({ email, password: PASSWORD, password_confirmation: PASSWORD })
      await first?.kill()
      first = undefined

      restarted = await startServerProcess(env())
      const signedIn = await restarted.api().login({ email, password: PASSWORD })
      expect(signedIn.data.user.email).toBe(email)
      expect(await restarted.stop()).toBe(0)
      restarted = undefined
    },
  )
})
