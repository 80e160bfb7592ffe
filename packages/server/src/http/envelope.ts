import type { Envelope, FieldErrors } from '@recur/api'
import type { FastifyReply } from 'fastify'

/** Sends the contract's envelope, with `status` equal to the HTTP status. */
export function send<T>(reply: FastifyReply, status: number, message: string, data: T) {
  const body: Envelope<T> = { status, message, data }
  return reply.code(status).send(body)
}

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: FieldErrors,
) {
  const body: Envelope<null> = { status, message, data: null, ...(errors ? { errors } : {}) }
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}
