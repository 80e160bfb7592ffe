import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { messages } from '@recur/api'
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
 * Serves the built app when `staticDir` holds one, with history fallback: a page navigation to
 * any path that is not a file gets index.html. /api never falls back: it is a 404 envelope.
 */
export async function spa(app: FastifyInstance, options: { staticDir: string; apiPrefix: string }) {
  const hasApp = existsSync(path.join(options.staticDir, 'index.html'))
  if (hasApp) {
    await app.register(fastifyStatic, { root: options.staticDir, index: 'index.html' })
  } else {
    app.log.warn({ staticDir: options.staticDir }, 'no built app found; serving the API only')
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasApp && wantsPage(request, options.apiPrefix)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', { maxAge: 0 })
    }
    return sendError(reply, 404, messages.notFound)
  })
}
