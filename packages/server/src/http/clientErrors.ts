import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { messages, type Envelope } from '@recur/api'
import type { FastifyInstance } from 'fastify'

/** What Node's HTTP parser and timers raise, as the Fastify option hands it on. */
interface ClientError extends Error {
  code?: string
}

/** The answer to a request refused before Fastify saw it, by the cause Node gives. */
function answerFor(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.requestTooLong }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTimedOut }
  return { status: 400, message: messages.requestRefused }
}

/**
 * Fastify's `clientErrorHandler`: what the server says to a request Node refused before any
 * route saw it. A header section over Node's limit (16 KiB: a very long address, say), a request
 * that took too long to arrive (http/timeouts.ts), bytes that are not HTTP. Fastify's own answer
 * is JSON of another shape; this one is the contract's envelope (spec §7), as every other answer
 * is. Node closes the connection after such an error, so the answer says so.
 */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket) {
  // A connection reset, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, message } = answerFor(error.code)
  this.log.debug({ err: error }, 'request refused before routing')
  if (socket.writable) {
    const body = JSON.stringify({ status, message, data: null } satisfies Envelope<null>)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(error)
}
