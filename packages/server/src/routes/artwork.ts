import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { sendError } from '../http/envelope'
import { serviceArtwork } from '../services/artwork'

/** GET /services/<slug>.svg: the services' original tiles (the image_url of GET /api/services). */
export function artworkRoutes(app: FastifyInstance) {
  app.get('/services/:file', async (request, reply) => {
    const { file } = request.params as { file: string }
    const svg = file.endsWith('.svg') ? serviceArtwork(file.slice(0, -4)) : undefined
    if (!svg) return sendError(reply, 404, messages.notFound)
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg)
  })
}
