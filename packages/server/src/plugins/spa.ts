import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { messages, TOKEN_COOKIE } from '@recur/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sendError } from '../http/envelope'

/** A page navigation (not an asset or an API call) that the app's router should answer. */
function wantsPage(request: FastifyRequest, apiPrefix: string) {
  const pathname = request.url.split('?')[0] ?? ''
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== apiPrefix &&
    !pathname.startsWith(`${apiPrefix}/`) &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

/**
 * What the build leaves beside the app that is not for the public: Vite's manifest (.vite/, the
 * module graph, read by scripts/bundle-budget.mjs) and source maps (the source itself).
 */
const isBuildInternal = (pathname: string) =>
  pathname.split('/').some((segment) => segment.startsWith('.')) ||
  /\.map(\.br|\.gz)?$/.test(pathname)

/**
 * Vite names every file under assets/ by its content hash, so a browser may keep it for a year;
 * anything else (index.html, the service worker, icons) is revalidated on each visit, so a new
 * release is picked up at once.
 */
function cacheControlFor(relativePath: string) {
  return relativePath.startsWith(`assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
}

/** The `.html` files under `dir`, by their path from `dir` ('password/forgot.html'). */
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
}

/**
 * The pages the app's build rendered to HTML into `dir` (packages/app/scripts/prerender.mjs
 * writes prerendered/login.html for /login): their paths, each with its file under `staticDir`.
 */
function prerenderedPages(staticDir: string, dir: string): Map<string, string> {
  return new Map(
    htmlFiles(path.join(staticDir, dir)).map((file) => [
      `/${file.slice(0, -'.html'.length)}`,
      `${dir}/${file}`,
    ]),
  )
}

/**
 * Whether the request carries the session cookie (any value: the page is the same loading view
 * for everyone, and the app checks the session itself once it runs).
 */
function hasSessionCookie(request: FastifyRequest) {
  return (request.headers.cookie ?? '').split(';').some((pair) => {
    const [name, value] = pair.split('=')
    return name?.trim() === TOKEN_COOKIE && Boolean(value?.trim())
  })
}

interface Shell {
  /** The route's path, a segment each: a name, or null where the route has a `:param`. */
  segments: (string | null)[]
  file: string
}

/**
 * The copies of index.html that also ask for one route's chunks (packages/app/scripts/
 * routeShells.mjs writes shells/dashboard.html for /dashboard, shells/[modify]/[id].html for
 * /:modify/:id), routes with more named segments first, as react-router ranks them.
 */
function routeShells(staticDir: string): Shell[] {
  const named = (shell: Shell) => shell.segments.filter((segment) => segment !== null).length
  return htmlFiles(path.join(staticDir, 'shells'))
    .map((file) => ({
      segments: file
        .slice(0, -'.html'.length)
        .split('/')
        .map((segment) => (/^\[.+\]$/.test(segment) ? null : segment)),
      file: `shells/${file}`,
    }))
    .sort((a, b) => named(b) - named(a))
}

/** The shell whose route matches `pathname` ('/renew-subscription/42'), if one does. */
function shellFor(shells: Shell[], pathname: string): string | undefined {
  const segments = pathname.split('/').slice(1)
  return shells.find(
    (shell) =>
      shell.segments.length === segments.length &&
      shell.segments.every((segment, i) => segment === null || segment === segments[i]),
  )?.file
}

/**
 * Serves the built app when `staticDir` holds one, with history fallback: a page navigation to
 * any path that is not a file gets the page the build prerendered for that path (it paints
 * before the app's script runs, which then renders the same page over it; a signed-in page's
 * loading view only with the session cookie and no query string), else the shell of the
 * route it matches (index.html asking for that route's chunks too), else index.html. /api never
 * falls back: it is a 404 envelope.
 */
export async function spa(app: FastifyInstance, options: { staticDir: string; apiPrefix: string }) {
  const hasApp = existsSync(path.join(options.staticDir, 'index.html'))
  const prerendered = hasApp
    ? prerenderedPages(options.staticDir, 'prerendered')
    : new Map<string, string>()
  // A signed-in page's loading view, for a visitor who holds a session: without one, the app's
  // guard sends the visitor to sign in, and a page that showed the dashboard first would mislead.
  // Only to a navigation without a query string (below).
  const signedInPages = hasApp
    ? prerenderedPages(options.staticDir, 'prerendered-signed-in')
    : new Map<string, string>()
  const shells = hasApp ? routeShells(options.staticDir) : []
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      index: 'index.html',
      // The build writes .br and .gz beside each file; the best one the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      // Refused files fall through to the not-found handler: a 404, or the app for a page.
      allowedPath: (pathname) => !isBuildInternal(pathname),
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(path.relative(options.staticDir, file)))
      },
    })
  } else {
    app.log.warn({ staticDir: options.staticDir }, 'no built app found; serving the API only')
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasApp && wantsPage(request, options.apiPrefix)) {
      const [rawPathname = '', query] = request.url.split('?')
      const pathname = rawPathname.replace(/(.)\/$/, '$1')
      // A loading view is the page at its bare address: a query string can change what the page
      // shows while it loads (the list's view and filters), so with one the app decides.
      const signedIn = signedInPages.has(pathname) && !query && hasSessionCookie(request)
      const file =
        prerendered.get(pathname) ??
        (signedIn ? signedInPages.get(pathname) : undefined) ??
        shellFor(shells, pathname) ??
        'index.html'
      // What is sent for such a path depends on the cookie: a cache must not give one visitor's
      // page to the other.
      if (signedInPages.has(pathname)) reply.header('vary', 'cookie')
      return reply.type('text/html; charset=utf-8').sendFile(file)
    }
    return sendError(reply, 404, messages.notFound)
  })
}
