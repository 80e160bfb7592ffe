import { messages } from '@recur/api'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import type { Database } from './database'

/** Outside /api (whose paths are the spec's): where a load balancer or orchestrator asks. */
export const HEALTH_PATH = '/healthz'

/**
 * `GET /healthz`: 200 `{ status: 200, message: 'OK', data: { database: 'up' } }` when the
 * database answers `select 1`; otherwise the query's error goes to the error handler, which
 * answers 503 for a database that cannot be reached (within the pool's connect timeout). A
 * load balancer takes an instance out of rotation on the 503 and back once it answers 200.
 */
export function healthCheck(app: FastifyInstance, db: Database) {
  app.get(HEALTH_PATH, async (_request, reply) => {
    await db.execute(sql`select 1`)
    return send(reply.header('cache-control', 'no-store'), 200, messages.ok, { database: 'up' })
  })
}
