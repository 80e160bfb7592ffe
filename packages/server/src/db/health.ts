import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { DatabaseTimeoutError } from './errors'

/** Outside /api (whose paths are the spec's): where a load balancer or orchestrator asks. */
export const HEALTH_PATH = '/healthz'

/**
 * How long the health check waits for the database: a load balancer's probe gives up after a
 * few seconds, and an answer later than this is no health anyway.
 */
export const HEALTH_TIMEOUT_MS = 1500

/**
 * `GET /healthz`: 200 `{ status: 200, message: 'OK', data: { database: 'up' } }` when the
 * database answers `ping` (a `select 1`) within HEALTH_TIMEOUT_MS; otherwise the 503 envelope (the error
 * handler's answer for a database that cannot be reached). A load balancer takes an instance
 * out of rotation on the 503 and back once it answers 200.
 *
 * Probes share one query in flight: a balancer polling a slow or frozen database adds no
 * queries (nor connections) behind it, and each probe still answers by its deadline.
 */
export function healthCheck(app: FastifyInstance, ping: () => Promise<unknown>) {
  let inFlight: Promise<unknown> | undefined
  const probe = () =>
    (inFlight ??= ping().finally(() => {
      inFlight = undefined
    }))

  app.get(HEALTH_PATH, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseTimeoutError('the health probe', HEALTH_TIMEOUT_MS)),
        HEALTH_TIMEOUT_MS,
      )
    })
    try {
      await Promise.race([probe(), deadline])
    } finally {
      clearTimeout(timer)
    }
    return send(reply.header('cache-control', 'no-store'), 200, messages.ok, { database: 'up' })
  })
}
