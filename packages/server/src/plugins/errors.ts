import { messages } from '@recur/api'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseUnavailable } from '../db/errors'
import { DomainError } from '../domain/errors'
import { sendError } from '../http/envelope'
import { HttpError, statusOf } from '../http/errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 on this route says instead of the generic words. */
    tooLargeMessage?: string
  }
}

/** Fastify's own client errors, in the contract's words. */
const byStatus: Record<number, string> = {
  400: messages.malformedBody,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
}

/**
 * Every error leaves as an envelope. A domain refusal leaves with its kind's status
 * (`statusOf`, the one table of them), its message and field errors; other client errors keep
 * their status; anything unexpected is a 500 with a generic message (logged in full, never
 * sent), and a database that cannot be reached is a 503.
 */
export function envelopeErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return sendError(reply, statusOf[error.kind], error.message, error.errors)
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.errors)
    }
    const status = error.statusCode ?? 500
    // A route may say in its own words that its body is too large (an imported file).
    const known =
      (status === 413 ? request.routeOptions.config.tooLargeMessage : undefined) ?? byStatus[status]
    if (status >= 400 && status < 500) {
      // A status with no words of its own is not about the body (a 403 from the static files).
      return sendError(reply, status, known ?? messages.requestRefused)
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return sendError(reply, 503, messages.serviceUnavailable)
    }
    request.log.error({ err: error }, 'unexpected error')
    return sendError(reply, 500, messages.serverError)
  })
}

/**
 * Errors Fastify raises before routing (Fastify's `frameworkErrors` option), which would
 * otherwise leave as Fastify's own JSON: a path parameter longer than allowed (414) or a path
 * that is not valid percent-encoding (400). Either names nothing we have, so each is the same
 * 404 envelope as any other malformed id.
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(reply, 404, messages.notFound)
}
