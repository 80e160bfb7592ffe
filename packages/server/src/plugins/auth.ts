import { messages } from '@recur/api'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors'
import type { AuthContext, SessionService } from '../services/sessions'

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/**
 * The hook of signed-in routes (onRequest: before the body is read): `Authorization: Bearer <token>` naming a live session.
 * Missing, malformed, unknown, expired and revoked tokens all get the same 401.
 */
export function requireAuth(sessions: SessionService) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '')
    const auth = match?.[1] ? await sessions.resolve(match[1]) : undefined
    if (!auth) throw new HttpError(401, messages.unauthenticated)
    request.auth = auth
  }
}

/** The signed-in user of a route behind `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, messages.unauthenticated)
  return request.auth
}
