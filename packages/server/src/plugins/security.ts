import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * Security headers, on every answer (pages, assets, /api, errors, the sandbox checkout): helmet's
 * defaults plus this CSP, which fits the Vite-built React app and the scriptless checkout page:
 * scripts only from us, inline styles allowed (styled-components, the checkout's <style>),
 * images from us or data: URLs, fetches to our own /api, forms posting only to us, never framed,
 * the service worker and the web app manifest only from us.
 * test/http.test.ts asserts every header and every directive.
 */
const options: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // The app's service worker and web app manifest (packages/app, vite-plugin-pwa): ours only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
  },
  // Same-origin app; no cross-origin embedding to allow.
  crossOriginEmbedderPolicy: false,
  // Never framed, as frame-ancestors 'none' says (X-Frame-Options for older browsers).
  frameguard: { action: 'deny' },
}

/**
 * The headers helmet sets with these options. They depend on nothing in a request (no nonce),
 * so helmet runs once, at start-up, against a response that only records them; every answer
 * then gets the same headers without helmet re-reading its options each time.
 */
export function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let done = false
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error
      done = true
    },
  )
  if (!done) throw new Error('helmet did not finish synchronously')
  return headers
}

export async function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderValues()
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers)
    next()
  })
}
