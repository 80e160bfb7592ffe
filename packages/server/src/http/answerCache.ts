import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { authOf } from '../plugins/auth'
import { JsonText } from '../db/jsonText'

/**
 * The answer cache: the bytes of a signed-in GET's answer, serialised and compressed as the
 * request asks (br, gzip or identity), kept per user, path, query, encoding and version, in an
 * LRU bounded by bytes (ANSWER_CACHE_MB).
 *
 * A cached answer is only ever served under the versions it was computed with: the user's
 * `data_version` and the `shared_data_version`, read by the session check of the very request
 * (services/sessions.ts), from the database, on every request. Every write a user can read
 * bumps their version in its own transaction (database triggers, migration 0006), whichever
 * instance or job makes it, so a write on one instance is a miss on every other at the next
 * request: no message between instances, and nothing to expire. The key also holds Lagos's
 * today, the one clock an answer depends on (status, Expiring Soon, the plan).
 *
 * The key is built from the raw query string (its parameters sorted by name, repeated names
 * kept in order) before validation: a query the route refuses is never stored, so a hit is a
 * query that was valid; two spellings of one query are two entries, never a wrong answer.
 */

/**
 * What a cached route computes on a miss: the envelope's message and data (status 200), the data
 * as a value or as its JSON text (db/jsonText.ts).
 */
export interface Answer {
  message: string
  data: unknown
}

export type Encoding = 'br' | 'gzip' | 'identity'

/** Answers smaller than this go uncompressed (the compression plugin's threshold). */
const COMPRESS_THRESHOLD = 1024
/**
 * Brotli at quality 1, as the compression plugin: on a 20-row page (8.8 KB) it takes a quarter
 * of quality 4's time (brotli's setup dominates small inputs) for 18 % more bytes (2.0 KB
 * against 1.7 KB), still smaller than gzip at any level; on a 200-row page (87 KB) a quarter of
 * the time for 1 % more bytes. The answer is compressed once per version of the user's data.
 */
export const BROTLI_QUALITY = 1
/**
 * Gzip (for a client that takes no br) at level 1, for the same reason: on a 200-row page (87 KB)
 * zlib's default level 6 takes 0.40 ms, level 1 0.12 ms, for 7 % more bytes (11.7 KB against
 * 10.9 KB).
 */
export const GZIP_LEVEL = 1

const acceptedCache = new Map<string, Encoding>()

/** br if the client takes it, else gzip, else identity (q=0 refuses; '*' takes br). */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const known = acceptedCache.get(header)
  if (known) return known
  let br = false
  let gzip = false
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p))
    if (refused) continue
    if (name === 'br' || name === '*') br = true
    if (name === 'gzip' || name === 'x-gzip') gzip = true
  }
  const encoding: Encoding = br ? 'br' : gzip ? 'gzip' : 'identity'
  // Browsers send a handful of distinct headers; anything else is not worth remembering.
  if (acceptedCache.size < 64) acceptedCache.set(header, encoding)
  return encoding
}

/** The query string with its parameters in order of name (stable: repeated names keep theirs). */
export function normaliseQuery(url: string): { path: string; query: string } {
  const mark = url.indexOf('?')
  if (mark < 0) return { path: url, query: '' }
  const parts = url.slice(mark + 1).split('&')
  if (parts.length > 1) {
    const nameOf = (part: string) => {
      const eq = part.indexOf('=')
      return eq < 0 ? part : part.slice(0, eq)
    }
    parts.sort((a, b) => {
      const x = nameOf(a)
      const y = nameOf(b)
      return x < y ? -1 : x > y ? 1 : 0
    })
  }
  return { path: url.slice(0, mark), query: parts.join('&') }
}

function encode(json: string, encoding: Encoding): { bytes: Buffer; encoding: Encoding } {
  const identity = Buffer.from(json)
  if (encoding === 'identity' || identity.length < COMPRESS_THRESHOLD) {
    return { bytes: identity, encoding: 'identity' }
  }
  return {
    bytes:
      encoding === 'br'
        ? brotliCompressSync(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          })
        : gzipSync(identity, { level: GZIP_LEVEL }),
    encoding,
  }
}

interface Entry {
  bytes: Buffer
  encoding: Encoding
}

function sendBytes(reply: FastifyReply, entry: Entry) {
  reply.code(200).header('content-type', 'application/json; charset=utf-8')
  if (entry.encoding !== 'identity') {
    reply.header('content-encoding', entry.encoding).header('vary', 'accept-encoding')
  }
  return reply.send(entry.bytes)
}

export function createAnswerCache(options: { maxBytes: number; today: () => string }) {
  const store =
    options.maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: options.maxBytes,
          // An entry costs its bytes and its key (and a little more).
          sizeCalculation: (entry, key) => entry.bytes.length + key.length * 2 + 64,
          // One answer never takes more than a tenth of the cache.
          maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 10)),
        })
      : undefined

  const keyOf = (request: FastifyRequest, encoding: Encoding, today: string) => {
    const auth = authOf(request)
    const { path, query } = normaliseQuery(request.url)
    return `${auth.userId}\u0000${auth.dataVersion}\u0000${auth.sharedVersion}\u0000${today}\u0000${encoding}\u0000${path}\u0000${query}`
  }

  return {
    /**
     * A cached route's options: `base` (its preHandler), without the compression plugin's
     * hooks, since the cache compresses (error answers are envelopes under its 1 KB threshold).
     */
    options: <T extends object>(base: T) => ({ ...base, compress: false as const }),

    /**
     * A route handler for a signed-in GET (a signed-in row: the session hook has run): the cached bytes when the
     * user's versions and today are those of a stored answer, else `answer` computed, stored and
     * sent.
     */
    route(answer: (request: FastifyRequest) => Promise<Answer>) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const wanted = chooseEncoding(request.headers['accept-encoding'])
        const today = options.today()
        const key = store ? keyOf(request, wanted, today) : ''
        const hit = store?.get(key)
        if (hit) return sendBytes(reply, hit)
        const { message, data } = await answer(request)
        // JSON.stringify's bytes for { status, message, data } either way.
        const json =
          data instanceof JsonText
            ? `{"status":200,"message":${JSON.stringify(message)},"data":${data.text}}`
            : JSON.stringify({ status: 200, message, data })
        const entry = encode(json, wanted)
        // An answer computed across midnight may hold yesterday's status: not stored.
        if (store && options.today() === today) store.set(key, entry)
        return sendBytes(reply, entry)
      }
    },

    /** How many answers and bytes are held (for tests and the bench). */
    stats: () => ({ entries: store?.size ?? 0, bytes: store?.calculatedSize ?? 0 }),
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
