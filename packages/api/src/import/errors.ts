import { messages } from '../messages'

/** Why a whole file cannot be imported (a row's own faults are its `errors` instead). */
export type ImportFileFault =
  | 'too-large'
  | 'too-many-rows'
  | 'not-utf8'
  | 'unknown-format'
  | 'malformed-json'
  | 'malformed-csv'
  | 'empty'

const faultMessages: Record<ImportFileFault, string> = {
  'too-large': messages.importFileTooLarge,
  'too-many-rows': messages.importTooManyRows,
  'not-utf8': messages.importNotUtf8,
  'unknown-format': messages.importUnknownFormat,
  'malformed-json': messages.importMalformedJson,
  'malformed-csv': messages.importMalformedCsv,
  empty: messages.importEmpty,
}

/** A file refused as a whole, with the words the person importing it sees. */
export class ImportFileError extends Error {
  constructor(readonly fault: ImportFileFault) {
    super(faultMessages[fault])
    this.name = 'ImportFileError'
  }
}
