import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPglite } from '../src/db/open'
import { logLines, startServerProcess } from './helpers/serverProcess'

/*
 * Real money never meets a sandbox part: the real server process, given a real bill provider
 * (VTpass) and no real gateway, must not start; the staging opt-in starts it with a warning.
 * Configuration only, the same on both databases: run in server-pglite alone.
 */
const onPglite = inject('database') === 'pglite'
const VTPASS = {
  VTPASS_API_KEY: 'vt-api',
  VTPASS_SECRET_KEY: 'vt-secret',
  VTPASS_PUBLIC_KEY: 'vt-public',
  VTPASS_BASE_URL: 'http://127.0.0.1:9/api',
}

describe.skipIf(!onPglite)('a real payment service beside a sandbox one', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'recur-mix-'))
    const template = await readFile(inject('pgliteTemplate'))
    await (await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: template })).close()
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it(
    'stops the server (exit 1) when VTpass is set and the sandbox checkout would fund wallets',
    { timeout: 60_000 },
    async () => {
      const error = await startServerProcess({ DATA_DIR: dataDir, ...VTPASS }).then(
        () => undefined,
        (caught: unknown) => caught as Error,
      )
      expect(error?.message).toMatch(/^server exited \(1\) before listening/)
      expect(error?.message).toMatch(
        /VTpass keys \(VTPASS_API_KEY, VTPASS_SECRET_KEY, VTPASS_PUBLIC_KEY\) are set but PAYSTACK_SECRET_KEY is not/,
      )
    },
  )

  it(
    'starts with ALLOW_SANDBOX_MIX=staging, and says so in a warning',
    { timeout: 60_000 },
    async () => {
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        ...VTPASS,
        ALLOW_SANDBOX_MIX: 'staging',
      })
      try {
        const [warning] = logLines(server, /^ALLOW_SANDBOX_MIX=staging/)
        expect(warning).toMatchObject({ level: 40 })
      } finally {
        expect(await server.stop()).toBe(0)
      }
    },
  )
})
