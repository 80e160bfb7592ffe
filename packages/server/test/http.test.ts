import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { messages, paths, TOKEN_COOKIE } from '@recur/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'
import { jsonHeaders, subscriptionBody } from './helpers/subscriptions'
import { pressCheckout } from './helpers/wallet'

let db: TestDatabase
let server: TestServer
let staticDir: string
const INDEX = '<!doctype html><title>Recur</title><div id="root"></div>'
const ASSET = 'index-Bq3x9ZkA.js'
const LOGIN = '<!doctype html><title>Recur</title><div id="root"><h1>Welcome</h1></div>'
const FORGOT = '<!doctype html><title>Recur</title><div id="root"><h1>Forgot</h1></div>'
const DASHBOARD_LOADING =
  '<!doctype html><title>Recur</title><div id="root"><h1>My Dashboard</h1></div>'
const shell = (route: string) =>
  `<!doctype html><title>Recur</title><!-- ${route} --><div id="root"></div>`
const WORKER = 'self.addEventListener("fetch", () => {})'
const WEB_MANIFEST = '{"name":"Recur","start_url":"/dashboard"}'

beforeAll(async () => {
  db = await createTestDatabase()
  staticDir = await mkdtemp(path.join(tmpdir(), 'recur-static-'))
  await writeFile(path.join(staticDir, 'index.html'), INDEX)
  await writeFile(path.join(staticDir, 'app.js'), 'console.log("recur")')
  // As the app's build leaves its service worker and web app manifest (vite-plugin-pwa).
  await writeFile(path.join(staticDir, 'sw.js'), WORKER)
  await writeFile(path.join(staticDir, 'manifest.webmanifest'), WEB_MANIFEST)
  // As the app's build leaves a hashed asset: the file, and its .br and .gz beside it. The
  // compressed copies hold other text, so a test can tell which file was sent.
  await mkdir(path.join(staticDir, 'assets'))
  const asset = path.join(staticDir, 'assets', ASSET)
  await writeFile(asset, 'console.log("plain")')
  await writeFile(`${asset}.br`, brotliCompressSync('console.log("brotli")'))
  await writeFile(`${asset}.gz`, gzipSync('console.log("gzip")'))
  // As the app's build leaves a prerendered page (packages/app/scripts/prerender.mjs).
  await mkdir(path.join(staticDir, 'prerendered', 'password'), { recursive: true })
  await writeFile(path.join(staticDir, 'prerendered', 'login.html'), LOGIN)
  await writeFile(path.join(staticDir, 'prerendered', 'password', 'forgot.html'), FORGOT)
  // …and a signed-in page's loading view.
  await mkdir(path.join(staticDir, 'prerendered-signed-in'))
  await writeFile(
    path.join(staticDir, 'prerendered-signed-in', 'dashboard.html'),
    DASHBOARD_LOADING,
  )
  // As the app's build leaves the routes' shells (packages/app/scripts/routeShells.mjs).
  await mkdir(path.join(staticDir, 'shells', 'password'), { recursive: true })
  await mkdir(path.join(staticDir, 'shells', '[modify]'))
  await writeFile(path.join(staticDir, 'shells', 'dashboard.html'), shell('/dashboard'))
  await writeFile(
    path.join(staticDir, 'shells', 'password', 'reset.html'),
    shell('/password/reset'),
  )
  await writeFile(path.join(staticDir, 'shells', '[modify]', '[id].html'), shell('/:modify/:id'))
  server = await startServer(db, { config: { staticDir } })
})
afterAll(async () => {
  await server?.close()
  await db?.dispose()
  await rm(staticDir, { recursive: true, force: true })
})

const page = (pathname: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  fetch(`${server.origin}${pathname}`, { headers: { accept } })

/** Every directive of the CSP (src/plugins/security.ts), exactly: nothing missing, nothing added. */
const CSP = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
  // The app's service worker and web app manifest, from this origin only.
  'worker-src': "'self'",
  'manifest-src': "'self'",
}

/** Every other header helmet sets (its defaults, with framing denied like frame-ancestors). */
const HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/)
        return [name, values.join(' ')]
      }),
  )

function expectSecurityHeaders(response: Response) {
  expect(cspOf(response)).toEqual(CSP)
  for (const [name, value] of Object.entries(HEADERS)) {
    expect(response.headers.get(name), name).toBe(value)
  }
  // The app is same-origin: no cross-origin embedding policy, no CORS, no server banner.
  expect(response.headers.get('cross-origin-embedder-policy')).toBeNull()
  expect(response.headers.get('access-control-allow-origin')).toBeNull()
  expect(response.headers.get('x-powered-by')).toBeNull()
}

describe('security headers', () => {
  it.each([
    ['the HTML page', '/', 200, /text\/html/],
    ['a page served by the history fallback', '/dashboard', 200, /text\/html/],
    ['a static asset', '/app.js', 200, /javascript/],
    ['the service worker', '/sw.js', 200, /javascript/],
    ['the web app manifest', '/manifest.webmanifest', 200, /application\/manifest\+json/],
    ['a signed-in /api JSON answer', `/api${paths.categories}`, 200, /application\/json/],
    ['an /api error answer', `/api${paths.profile}`, 401, /application\/json/],
    ['a 404 answer', '/api/nope', 404, /application\/json/],
    ['a missing asset', '/missing.js', 404, /application\/json/],
  ] as const)('are all on %s (%s)', async (_label, pathname, status, type) => {
    const token = status === 200 && pathname.startsWith('/api') ? (await signUp(server)).token : ''
    const response = await fetch(`${server.origin}${pathname}`, {
      headers: {
        accept: pathname.endsWith('.js') ? '*/*' : 'text/html,application/xhtml+xml,*/*;q=0.8',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(type)
    expectSecurityHeaders(response)
  })

  it('are all on a malformed request the error handler answers', async () => {
    const response = await fetch(`${server.origin}/api${paths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(response.status).toBe(400)
    expectSecurityHeaders(response)
  })

  it('are all on the sandbox checkout page (scriptless HTML), which the CSP lets work', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 1_000 })
    const response = await page(new URL(data.payment_url).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expectSecurityHeaders(response)
    const html = await response.text()
    // No script at all (script-src 'self' would refuse an inline one); its inline <style> is
    // what style-src 'unsafe-inline' allows; its forms post to this origin (form-action 'self').
    expect(html).not.toMatch(/<script/i)
    expect(html).toMatch(/<style>/)
    expect([...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/checkout\/.+\/pay$/),
      expect.stringMatching(/^\/checkout\/.+\/decline$/),
      expect.stringMatching(/^\/checkout\/.+\/cancel$/),
    ])
    // The form's answer (a redirect to the app's wallet page) carries them too.
    const pressed = await pressCheckout(server, data.payment_url, 'cancel')
    expect(pressed.status).toBe(303)
    expectSecurityHeaders(pressed)
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

  it.each(['/wallet', '/wallet/', '/wallet?page=2', '/a/b/c'])(
    'falls back to index.html for the page %s',
    async (pathname) => {
      const response = await page(pathname)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(INDEX)
    },
  )

  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/password/reset?token=abc', '/password/reset'],
    ['/renew-subscription/42', '/:modify/:id'],
    ['/edit-subscription/42?from=list', '/:modify/:id'],
  ])('sends the shell of the route %s matches, revalidated', async (pathname, route) => {
    const response = await page(pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe(shell(route))
  })

  it.each([
    ['/login', LOGIN],
    ['/login?next=%2Fwallet', LOGIN],
    ['/login/', LOGIN],
    ['/password/forgot', FORGOT],
  ])('sends the prerendered page for %s, revalidated on each visit', async (pathname, html) => {
    const response = await page(pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe(html)
  })

  const withCookie = (pathname: string, cookie: string) =>
    fetch(`${server.origin}${pathname}`, { headers: { accept: 'text/html', cookie } })

  it.each([
    `${TOKEN_COOKIE}=abc`,
    `theme=dark; ${TOKEN_COOKIE}=abc`,
    `${TOKEN_COOKIE}=abc; other=1`,
  ])(
    "sends a signed-in page's prerendered loading view to a visit with the session cookie (%s)",
    async (cookie) => {
      for (const pathname of ['/dashboard', '/dashboard/', '/dashboard?']) {
        const response = await withCookie(pathname, cookie)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-cache')
        expect(response.headers.get('vary')).toMatch(/\bcookie\b/i)
        expect(await response.text()).toBe(DASHBOARD_LOADING)
      }
    },
  )

  it.each([
    ['no cookie', '/dashboard', ''],
    ['an empty session cookie', '/dashboard', `${TOKEN_COOKIE}=`],
    ['a cookie named alike', '/dashboard', `x${TOKEN_COOKIE}=abc; ${TOKEN_COOKIE}_old=abc`],
    // The loading view is the page at its bare address; a query string may change what it shows.
    ['a query string', '/dashboard?spendCurrency=USD', `${TOKEN_COOKIE}=abc`],
  ])(
    "sends the route's shell, not its loading view, to a visit with %s",
    async (_, pathname, cookie) => {
      const response = await withCookie(pathname, cookie)
      expect(response.status).toBe(200)
      // Either answer may be cached for the other visitor only if the cache keys on the cookie.
      expect(response.headers.get('vary')).toMatch(/\bcookie\b/i)
      expect(await response.text()).toBe(shell('/dashboard'))
    },
  )

  it('serves the service worker as a script and the manifest as a web app manifest', async () => {
    const worker = await fetch(`${server.origin}/sw.js`, {
      headers: { 'service-worker': 'script' },
    })
    expect(worker.status).toBe(200)
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/)
    expect(await worker.text()).toBe(WORKER)
    const manifest = await page('/manifest.webmanifest', 'application/manifest+json,*/*')
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    expect(await manifest.text()).toBe(WEB_MANIFEST)
  })

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

  it.each([
    ['br, gzip', 'br', 'console.log("brotli")'],
    ['gzip', 'gzip', 'console.log("gzip")'],
    ['identity', null, 'console.log("plain")'],
  ])(
    'sends a hashed asset pre-compressed as the client accepts (%s), cached for a year',
    async (acceptEncoding, encoding, text) => {
      const response = await fetch(`${server.origin}/assets/${ASSET}`, {
        headers: { 'accept-encoding': acceptEncoding },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(response.headers.get('content-type')).toMatch(/javascript/)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await response.text()).toBe(text)
    },
  )

  it.each(['/', '/dashboard', '/app.js', '/sw.js', '/manifest.webmanifest'])(
    'has %s revalidated on every visit, so a release is seen at once',
    async (pathname) => {
      const response = await page(pathname)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    },
  )

  it('compresses an API answer of 1 KB or more for a client that accepts it, and only then', async () => {
    const { token } = await signUp(server)
    for (const name of ['Netflix', 'Spotify', 'DStv Compact', 'iCloud+', 'Showmax']) {
      const created = await fetch(`${server.origin}/api${paths.subscriptions}`, {
        method: 'POST',
        headers: jsonHeaders(token),
        body: JSON.stringify(
          subscriptionBody({
            name,
            end_date: '2099-12-31',
            description: 'Family plan. '.repeat(20),
          }),
        ),
      })
      expect(created.status).toBe(200)
    }
    const ask = (acceptEncoding: string) =>
      fetch(`${server.origin}/api${paths.subscriptions}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
      })
    const plain = await ask('identity')
    const body = await plain.text()
    expect(body.length).toBeGreaterThan(1024)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const compressed = await ask('gzip, br')
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(await compressed.text()).toBe(body)
  })

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

describe('behind a load balancer (TRUST_PROXY)', () => {
  /** Two logins as if through the balancer, each with a different forged X-Forwarded-For head. */
  async function forgedLogins(trustProxy: boolean | string[]) {
    const behind = await startServer(db, {
      config: { trustProxy, rateLimit: { windowMs: 60_000, authMax: 1, passwordMax: 1 } },
    })
    try {
      const statuses: string[] = []
      for (const forged of ['198.51.100.1', '198.51.100.2']) {
        const response = await fetch(`${behind.origin}/api${paths.login}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // What the client sent, then the address the balancer saw (appended).
            'x-forwarded-for': `${forged}, 203.0.113.9`,
          },
          // A new e-mail each time: only the per-IP limit is in play, not the per-e-mail one.
          body: JSON.stringify({ email: `nobody.${forged}@example.com`, password: 'not it' }),
        })
        statuses.push(response.status === 429 ? 'limited' : 'answered')
      }
      return statuses
    } finally {
      await behind.close()
    }
  }

  it('with the balancer listed, a forged X-Forwarded-For does not dodge the rate limit', async () => {
    // The balancer is 127.0.0.1 here: the client is the address it appended, whatever came first.
    expect(await forgedLogins(['127.0.0.1'])).toEqual(['answered', 'limited'])
  })

  it('with TRUST_PROXY=true the left-most address is believed (why docs/deploy.md says to list the balancer, or have it replace the header)', async () => {
    expect(await forgedLogins(true)).toEqual(['answered', 'answered'])
  })
})
