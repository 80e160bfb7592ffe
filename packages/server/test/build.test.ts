import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createApiClient, messages } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { machineEnv } from './helpers/machineEnv'

// The production path: `node build.mjs`, then `node dist/main.js` with PGlite under DATA_DIR.
// Built into a scratch directory under node_modules (so the bundle still finds its external
// dependencies), never over a dist/ that may be running. Runs in the PGlite project only.
const serverDir = fileURLToPath(new URL('..', import.meta.url))
let work: string
let dist: string
let child: ChildProcess | undefined
let output = ''

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'recur-build-'))
  await mkdir(path.join(serverDir, 'node_modules/.cache'), { recursive: true })
  dist = await mkdtemp(path.join(serverDir, 'node_modules/.cache/recur-build-'))
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', dist], {
    cwd: serverDir,
  })
}, 60_000)
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await rm(work, { recursive: true, force: true })
  await rm(dist, { recursive: true, force: true })
})

describe('the bundled server', () => {
  it('ships its migrations beside the bundle', async () => {
    expect(await readdir(dist)).toEqual(
      expect.arrayContaining(['main.js', 'seedDemo.js', 'migrations']),
    )
    expect(await readdir(path.join(dist, 'migrations'))).toContain('meta')
  })

  it('starts on PGlite, migrates, serves /api, and stops cleanly on SIGTERM', async () => {
    child = spawn(process.execPath, [path.join(dist, 'main.js')], {
      cwd: work,
      env: { ...machineEnv(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const origin = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Recur is listening on (http:\/\/[^\s]+)/.exec(output)
        if (match?.[1]) resolve(match[1])
      }
      child?.stdout?.on('data', onData)
      child?.stderr?.on('data', onData)
      child?.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
    })

    const unauthenticated = await fetch(`${origin}/api/users/profile`)
    expect(unauthenticated.status).toBe(401)
    expect(await unauthenticated.json()).toEqual({
      status: 401,
      message: messages.unauthenticated,
      data: null,
    })

    const api = createApiClient({ baseURL: `${origin}/api` })
    const password = 'a good long password'
    const { data } = await api.register({
      email: 'first@example.com',
      password,
      password_confirmation: password,
    })
    expect(data.user.email).toBe('first@example.com')
    // DATA_DIR defaults to ./data, relative to the working directory.
    expect(await readdir(path.join(work, 'data'))).toContain('pglite')

    const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 60_000)

  it('seeds the demo account into ./data and exits, as often as asked', async () => {
    const seed = () =>
      promisify(execFile)(process.execPath, [path.join(dist, 'seedDemo.js')], {
        cwd: path.join(work, 'demo'),
        env: { ...machineEnv(), LOG_LEVEL: 'warn' },
      })
    await mkdir(path.join(work, 'demo'))
    const first = await seed()
    expect(first.stdout).toMatch(/^demo account ready: demo@recur\.ng \/ \S+ \(14 subscriptions/)
    const second = await seed()
    expect(second.stdout).toBe(first.stdout)
    expect(second.stderr).toBe('')
    expect(await readdir(path.join(work, 'demo', 'data'))).toContain('pglite')
  }, 60_000)
})
