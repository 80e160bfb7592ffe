import { IMPORT_ACCEPT, MAX_IMPORT_BYTES, messages } from '@recur/api'

/*
 * A chosen file, before anything is sent: refused here when it is too large or not a CSV or
 * JSON file, so a 50 MB file never leaves the phone (the server refuses it too, by size).
 */

const extensions = IMPORT_ACCEPT.filter((accept) => accept.startsWith('.'))
const types = IMPORT_ACCEPT.filter((accept) => !accept.startsWith('.'))

/** Why the file cannot be imported, or undefined when it may be sent. */
export function refusalOf(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  if (file.size > MAX_IMPORT_BYTES) return messages.importFileTooLarge
  const name = file.name.toLowerCase()
  const known =
    extensions.some((extension) => name.endsWith(extension)) ||
    (types as readonly string[]).includes(file.type)
  return known ? undefined : messages.importWrongType
}

/** Bytes as base64, a block at a time (a spread of megabytes would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const block = 0x8000
  for (let at = 0; at < bytes.length; at += block) {
    binary += String.fromCharCode(...bytes.subarray(at, at + block))
  }
  return btoa(binary)
}

/** The request body of a file: its name and bytes. */
export async function importBody(file: File) {
  return {
    file_name: file.name.slice(0, 255) || 'subscriptions',
    content: toBase64(new Uint8Array(await file.arrayBuffer())),
  }
}
