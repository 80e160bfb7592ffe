import compress from '@fastify/compress'
import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { BROTLI_QUALITY, GZIP_LEVEL } from '../http/answerCache'

/**
 * Compresses answers of 1 KB or more (a page of subscriptions, the transaction list) with brotli
 * or gzip, as the client accepts, at the answer cache's brotli quality and gzip level
 * (http/answerCache.ts says why 1 for each). The built app's files come already compressed from
 * its build (see spa.ts), so they are sent as they are. Request bodies are never inflated: the body limit counts the bytes a client
 * sends, and a small gzip bomb must not become a large body.
 */
export async function responseCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    globalDecompression: false,
  })
}
