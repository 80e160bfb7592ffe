import { endpoints, MAX_IMPORT_BASE64_LENGTH, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './context'

/**
 * Room for a file of MAX_IMPORT_BYTES as base64 and the JSON around it: a larger body is a
 * 413 saying the file is too large, before any of it is read.
 */
export const IMPORT_BODY_LIMIT = MAX_IMPORT_BASE64_LENGTH + 4 * 1024

/** Importing subscriptions (issue 16): a preview that writes nothing, then the import. */
export function importRoutes(_app: FastifyInstance, { services, serve }: RouteContext) {
  const file = {
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { tooLargeMessage: messages.importFileTooLarge },
  }

  serve(
    endpoints.previewImport,
    async ({ auth, body }) => ({
      message: messages.ok,
      data: await services.imports.preview(auth.userId, body),
    }),
    file,
  )

  serve(
    endpoints.confirmImport,
    async ({ auth, body }) => {
      const result = await services.imports.confirm(auth.userId, body)
      return {
        message: result.already_imported ? messages.importAlreadyDone : messages.importDone,
        data: result,
      }
    },
    file,
  )
}
