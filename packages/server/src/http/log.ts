import type { FastifyRequest } from 'fastify'

/** Hides secrets that can ride in a URL (a reset link's `token`) before a request is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
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
