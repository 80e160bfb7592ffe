import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Security headers, on every answer (pages, assets, /api, errors, the sandbox checkout): helmet's
 * defaults plus this CSP, which fits the Vite-built React app and the scriptless checkout page:
 * scripts only from us, inline styles allowed (styled-components, the checkout's <style>),
 * images from us or data: URLs, fetches to our own /api, forms posting only to us, never framed.
 * test/http.test.ts asserts every header and every directive.
 */
export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
      },
    },
    // Same-origin app; no cross-origin embedding to allow.
    crossOriginEmbedderPolicy: false,
    // Never framed, as frame-ancestors 'none' says (X-Frame-Options for older browsers).
    frameguard: { action: 'deny' },
  })
}
