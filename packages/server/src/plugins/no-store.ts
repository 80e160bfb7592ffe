import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'

/**
 * An onRequest hook for /api: every answer there is one person's data or carries a session
 * token, so no cache (the browser's, a proxy's) may keep it. A callback hook, not an async one:
 * no promise on every request's path.
 */
export function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  reply.header('cache-control', 'no-store')
  done()
}
