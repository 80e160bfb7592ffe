import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * An onRequest hook for /api: every answer there is one person's data or carries a session
 * token, so no cache (the browser's, a proxy's) may keep it.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store')
}
