import type { AnyObjectSchema, ISchema } from 'yup'
import { schemas } from '../schemas/registry'
import type { EndpointSpec } from './define'

/** The schemas a row names, for the server's validation and the tests (never the client's). */
export interface RowSchemas {
  body?: AnyObjectSchema
  query?: AnyObjectSchema
  /** The envelope's data (none for a file answer). */
  answer?: ISchema<unknown>
}

export function schemasOf(row: Pick<EndpointSpec, 'body' | 'query' | 'answer'>): RowSchemas {
  return {
    ...(row.body && { body: schemas[row.body] }),
    ...(row.query && { query: schemas[row.query.schema] }),
    ...('schema' in row.answer && { answer: schemas[row.answer.schema] }),
  }
}
