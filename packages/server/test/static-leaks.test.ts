import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { messages } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { expectEnvelope, request } from './helpers/hostile'
import { startServer, type TestServer } from './helpers/server'

/*
 * What the built app's folder holds but the public must not read (issue 12, finding 7): Vite's
 * manifest (.vite/manifest.json, the whole module graph) and source maps (*.js.map, the source).
 * Plus two oddities: prototype names as artwork slugs, and a refusal worded as a JSON error.
 */

let db: TestDatabase
let server: TestServer
let staticDir: string
const INDEX = '<!doctype html><title>Recur</title><div id="root"></div>'

beforeAll(async () => {
  db = await createTestDatabase()
  staticDir = await mkdtemp(path.join(tmpdir(), 'recur-static-'))
  await writeFile(path.join(staticDir, 'index.html'), INDEX)
  await mkdir(path.join(staticDir, '.vite'))
  await writeFile(path.join(staticDir, '.vite', 'manifest.json'), '{"index.html":{}}')
  await mkdir(path.join(staticDir, 'assets'))
  await writeFile(path.join(staticDir, 'assets', 'index-Bq3x9ZkA.js'), 'console.log(1)')
  await writeFile(path.join(staticDir, 'assets', 'index-Bq3x9ZkA.js.map'), '{"version":3}')
  await writeFile(path.join(staticDir, 'sw.js.map'), '{"version":3}')
  await writeFile(path.join(staticDir, 'sw.js.map.gz'), '{"version":3}')
  server = await startServer(db, { config: { staticDir } })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
  await rm(staticDir, { recursive: true, force: true })
})

describe('the built app serves no build internals', () => {
  it.each([
    '/.vite/manifest.json',
    '/assets/index-Bq3x9ZkA.js.map',
    '/sw.js.map',
    '/sw.js.map.gz',
    '/.vite/',
  ])('%s → the 404 envelope', async (pathname) => {
    expectEnvelope(await request(server, 'GET', pathname), 404)
  })

  it('still serves the assets themselves', async () => {
    const answer = await request(server, 'GET', '/assets/index-Bq3x9ZkA.js')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('console.log(1)')
  })

  it('a page navigation to one is the app, not the file', async () => {
    const answer = await request(server, 'GET', '/.vite/manifest.json', {
      headers: { accept: 'text/html' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(INDEX)
  })
})

describe('artwork names only the services', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    '/services/%s.svg → the 404 envelope',
    async (slug) => {
      expectEnvelope(await request(server, 'GET', `/services/${slug}.svg`), 404)
    },
  )

  it('/services/dstv.svg is still a tile', async () => {
    const answer = await request(server, 'GET', '/services/dstv.svg')
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('DS')
  })
})

describe('a refusal from the static files says what it is', () => {
  it('a path the file server forbids → 403 in its own words, not a JSON complaint', async () => {
    const answer = await request(server, 'GET', '/..%5c..%5c')
    expectEnvelope(answer, 403)
    expect((answer.body as { message: string }).message).toBe(messages.forbidden)
  })
})
