import { boolean, object, string, type InferType } from 'yup'
import { MAX_IMPORT_BYTES } from '../importing'
import { TEXT_LIMITS } from '../limits'
import { messages } from '../messages'

/** Base64 (RFC 4648, padded or not): what a file's bytes travel as inside the JSON body. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The longest base64 text of a file Recur imports (4 characters per 3 bytes). */
export const MAX_IMPORT_BASE64_LENGTH = Math.ceil(MAX_IMPORT_BYTES / 3) * 4

/**
 * POST /imports/preview and POST /imports (issue 16): a file, as its name and its bytes in
 * base64, so the server reads the bytes themselves (their encoding, their format) and the API
 * stays JSON. An empty file is a file: the import then says it has no subscriptions in it.
 */
export const importRequestSchema = object({
  file_name: string()
    .strict()
    .typeError(messages.fileNameRequired)
    .trim()
    .required(messages.fileNameRequired)
    .max(TEXT_LIMITS.fileName, messages.fileNameTooLong),
  content: string()
    .strict()
    .typeError(messages.fileContentRequired)
    .defined(messages.fileContentRequired)
    .nonNullable(messages.fileContentRequired)
    .max(MAX_IMPORT_BASE64_LENGTH, messages.importFileTooLarge)
    .matches(BASE64, { message: messages.fileContentInvalid, excludeEmptyString: true }),
  // Leave likely duplicates out (when absent too).
  skip_duplicates: boolean().strict().optional(),
})
export type ImportRequestPayload = InferType<typeof importRequestSchema>
