/**
 * Recur's transfer format (issue 16): the export's JSON document and CSV columns, the
 * spreadsheet-safe cell writing, the files' names (all library-free, so also in
 * @recur/api/contract), and their yup schemas (./schema, in @recur/api).
 */
export * from './csv'
export * from './files'
export * from './schema'
export * from './statement'
export * from './subscriptions'
