import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/errors'

/**
 * The API speaks JSON only. Every other content type is refused with 415 (Fastify's default
 * text/plain parser is removed). An empty JSON body counts as no body, so it is reported field by
 * field by validation instead of failing as a parse error; malformed JSON is a 400.
 * The size limit is Fastify's `bodyLimit` (413).
 */
export function jsonBodyOnly(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text) as unknown)
    } catch {
      done(new HttpError(400, messages.malformedBody), undefined)
    }
  })
}
