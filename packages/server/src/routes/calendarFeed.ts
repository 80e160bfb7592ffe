import { messages } from '@recur/api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { LRUCache } from 'lru-cache'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib'
import { BROTLI_QUALITY, chooseEncoding, type Encoding } from '../http/answerCache'
import { sendError } from '../http/envelope'
import { limits } from '../plugins/rate-limit'
import { CALENDAR_FEED_PATH, type BuiltFeed } from '../services/calendarFeed'
import type { RouteContext } from './context'

/** The most bytes the built feeds may hold (each user's newest, in each encoding asked for). */
export const FEED_CACHE_BYTES = 32 * 1024 * 1024

interface Entry {
  etag: string
  /** When this instance built it (HTTP date): shown, never trusted for a 304 (see below). */
  lastModified: string
  bytes: Partial<Record<Encoding, Buffer>>
}

const sizeOf = (entry: Entry) =>
  Object.values(entry.bytes).reduce((sum, bytes) => sum + bytes.length, 0) + 256

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)

/** Compressed on zlib's threads: megabytes of feed never hold the event loop. */
async function encode(text: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    })
  }
  return encoding === 'gzip' ? gzip(text) : text
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 says for it). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/**
 * The calendar feed, `GET /api/calendar/<token>.ics` (issue 16): outside the signed-in routes,
 * the token in the address is the credential. An unknown token and a revoked one get the same
 * 404 after the same one lookup (by the token's hash), and every request counts against a
 * per-IP rate limit, so addresses cannot be probed.
 *
 * Cheap to fetch again: the ETag is the owner's data version (migration 0006: every write they
 * can read bumps it, whichever instance or job makes it), so a calendar app asking again with
 * If-None-Match gets a 304 after that one lookup, and a changed account gets its feed built once
 * per version on this instance (built once even when asked for many times at once), kept with
 * its compressed copies in an LRU. If-Modified-Since alone is not trusted for a 304: an HTTP date
 * counts whole seconds, in which an account can change twice.
 */
export function calendarFeedRoutes(app: FastifyInstance, { config, services }: RouteContext) {
  const feeds = services.calendarFeed
  const cache = new LRUCache<string, Entry>({
    maxSize: FEED_CACHE_BYTES,
    sizeCalculation: sizeOf,
    maxEntrySize: FEED_CACHE_BYTES / 4,
  })
  const building = new Map<string, Promise<BuiltFeed | undefined>>()

  /** The user's feed as it is now: built once, whoever asks meanwhile waits for that build. */
  const build = (userId: string) => {
    let pending = building.get(userId)
    if (!pending) {
      pending = feeds.build(userId).finally(() => building.delete(userId))
      building.set(userId, pending)
    }
    return pending
  }

  const headers = (reply: FastifyReply, etag: string) =>
    reply
      // Keep it, but ask again each time: the 304 costs one lookup.
      .header('cache-control', 'private, no-cache')
      .header('etag', etag)
      .header('vary', 'accept-encoding')

  app.get(
    `${CALENDAR_FEED_PATH}/:file`,
    { config: limits(config).feed, compress: false },
    async (request, reply) => {
      const { file } = request.params as { file: string }
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : ''
      const feed = token ? await feeds.find(token) : undefined
      if (!feed) return sendError(reply, 404, messages.notFound)
      if (etagMatches(request.headers['if-none-match'], feed.etag)) {
        return headers(reply, feed.etag).code(304).send()
      }
      let entry = cache.get(feed.userId)
      if (entry?.etag !== feed.etag) {
        const built = await build(feed.userId)
        if (!built) return sendError(reply, 404, messages.notFound)
        // Built from a snapshot at least as new as the lookup: its own ETag says which.
        entry = {
          etag: built.etag,
          lastModified: services.clock.now().toUTCString(),
          bytes: { identity: Buffer.from(built.text) },
        }
        cache.set(feed.userId, entry)
      }
      const encoding = chooseEncoding(request.headers['accept-encoding'])
      let bytes = entry.bytes[encoding]
      if (!bytes) {
        bytes = await encode(entry.bytes.identity ?? Buffer.alloc(0), encoding)
        entry.bytes[encoding] = bytes
        // Stored again, so the cache counts the new copy's bytes.
        if (cache.get(feed.userId) === entry) cache.set(feed.userId, entry)
      }
      headers(reply, entry.etag)
        .header('last-modified', entry.lastModified)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="recur.ics"')
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      return reply.code(200).send(bytes)
    },
  )
}
