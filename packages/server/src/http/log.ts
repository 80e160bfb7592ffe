import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { pino, stdSerializers, type LoggerOptions } from 'pino'

/**
 * Hides secrets that can ride in a URL before a request is logged: a reset link's `token`, a
 * download's `ticket`, and a calendar feed's address (`/api/calendar/<token>.ics`).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|ticket)=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/api\/calendar\/)[^/?#]+/i, '$1[redacted]')
}

/** Fastify's request log fields, with the URL redacted; headers (Authorization) are never logged. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}

/** Drizzle writes a failed query's parameters (ids, names, e-mails) after its SQL. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/

/**
 * Pino's error serializer, minus query parameters: a failed query is logged with its SQL and
 * its database error, never with the values it carried (a user's id, name or e-mail).
 */
export function serializeError(error: Error) {
  return withoutParams(stdSerializers.err(error)) as ReturnType<typeof stdSerializers.err>
}

function withoutParams(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(PARAMS_LINE, '\nparams: [redacted]')
  if (typeof value !== 'object' || value === null || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => withoutParams(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === 'params' || key === 'parameters') out[key] = '[redacted]'
    else out[key] = withoutParams(item, depth + 1)
  }
  return out
}

/** The server's logger: the request and error serializers above. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: { req: serializeRequest, err: serializeError },
})

/**
 * The server's logger, writing to standard output without waiting: pino's default destination
 * writes every line synchronously, a system call on each request's path; this one gathers lines
 * and writes them 4 KB at a time (a system call per dozen requests under load), and whatever is
 * gathered at least every 250 ms, so a quiet server's lines still appear at once to a reader
 * (pino flushes what is left when the process exits).
 */
export const createLogger = (level: string): FastifyBaseLogger =>
  pino(
    loggerOptions(level),
    pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
  )

/**
 * One log line per request instead of Fastify's two: nothing when it arrives, and when it ends
 * 'request completed' (or 'request errored') with the request's fields (method, redacted URL,
 * host, address), the status and the response time. Half the serialising and writing of the
 * request log on every request's path. The line is written when the answer ends, so a request
 * still under way has none yet.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      )
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      )
    }
  }
}
