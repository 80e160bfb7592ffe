import compress from '@fastify/compress'
import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { BROTLI_QUALITY } from '../http/answerCache'

/**
 * Compresses answers of 1 KB or more (a page of subscriptions, the transaction list) with brotli
 * or gzip, as the client accepts; brotli at the answer cache's quality (http/answerCache.ts says
 * why 1). The built app's files come already compressed from its build (see spa.ts), so they are
 * sent as they are. Request bodies are never inflated: the body limit counts the bytes a client
 * sends, and a small gzip bomb must not become a large body.
 */
export async function responseCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    globalDecompression: false,
  })
}
