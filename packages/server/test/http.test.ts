import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { messages, paths } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { startServer, type TestServer } from './helpers/server'

let db: TestDatabase
let server: TestServer
let staticDir: string
const INDEX = '<!doctype html><title>Recur</title><div id="root"></div>'

beforeAll(async () => {
  db = await createTestDatabase()
  staticDir = await mkdtemp(path.join(tmpdir(), 'recur-static-'))
  await writeFile(path.join(staticDir, 'index.html'), INDEX)
  await writeFile(path.join(staticDir, 'app.js'), 'console.log("recur")')
  server = await startServer(db, { config: { staticDir } })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
  await rm(staticDir, { recursive: true, force: true })
})

const page = (pathname: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  fetch(`${server.origin}${pathname}`, { headers: { accept } })

describe('security headers', () => {
  it.each([`/api${paths.profile}`, '/', '/app.js'])('are on %s', async (pathname) => {
    const response = await page(pathname)
    const csp = response.headers.get('content-security-policy') ?? ''
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self'",
      'connect-src': "'self'",
    })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})

describe('the built app', () => {
  it('is served at / and its files at their paths', async () => {
    const index = await page('/')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toMatch(/text\/html/)
    expect(await index.text()).toBe(INDEX)
    const script = await page('/app.js', '*/*')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
  })

  it.each(['/dashboard', '/password/reset?token=abc', '/renew-subscription/42'])(
    'falls back to index.html for the page %s',
    async (pathname) => {
      const response = await page(pathname)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(INDEX)
    },
  )

  it('does not fall back for a missing asset (no text/html in Accept)', async () => {
    const response = await page('/missing.js', '*/*')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ status: 404, message: messages.notFound, data: null })
  })

  it.each(['/api/nope', '/api', '/api/users/profile/extra'])(
    'never falls back under /api: %s is a 404 envelope even for a browser',
    async (pathname) => {
      const response = await page(pathname)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ status: 404, message: messages.notFound, data: null })
    },
  )

  it('is left out when STATIC_DIR has no index.html: pages get the 404 envelope', async () => {
    const apiOnly = await startServer(db)
    try {
      const response = await fetch(`${apiOnly.origin}/dashboard`, {
        headers: { accept: 'text/html' },
      })
      expect(response.status).toBe(404)
      expect((await response.json()) as unknown).toMatchObject({ status: 404 })
    } finally {
      await apiOnly.close()
    }
  })
})
