import type { AnyObjectSchema, InferType } from 'yup'
import type { SchemaName, Schemas } from '../schemas/registry'

export type { SchemaName, Schemas }

/*
 * What one row of an endpoint table says, and the types read from it. A row is plain data: the
 * client (../client.ts), the MSW handlers (../mocks/), the server's routes and validation
 * (packages/server/src/routes/serve.ts) and the server's hostile-input catalogue
 * (packages/server/test/helpers/hostile.ts) are all derived from the rows, never re-listed.
 *
 * A row names its schemas (../schemas/registry.ts) rather than holding them, and this module
 * imports the registry for its types only: the client reads the rows without loading yup or
 * building a schema, so the app's entry carries neither. `schemasOf` (./schemasOf.ts) gives the
 * server and the tests the schemas themselves.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A path of `paths` (../paths.ts): text, or a function of the one id the path holds. */
export type EndpointPath = string | ((id: string) => string)

/** The names of the registry's object schemas: what a body or a query string is checked with. */
export type ObjectSchemaName = {
  [N in SchemaName]: Schemas[N] extends AnyObjectSchema ? N : never
}[SchemaName]

/** What the answer's `data` is: its type (for the compiler) and its schema's name (for the tests). */
export interface AnswerSpec<T> {
  readonly schema: SchemaName
  /** Never set: carries the answer's type. */
  readonly type?: T
}

/** The answer's `data` has type T and is checked by the schema named (strict: nothing coerced). */
export const answer = <T>(schema: SchemaName): AnswerSpec<T> => ({ schema })

/**
 * A file answer: not the envelope but a file's bytes, streamed, of one of `contentTypes`, with a
 * Content-Disposition naming it (a refusal is still an envelope). The client does not fetch it:
 * it gives the file's address, for the browser to download by navigating there, so a big file
 * goes to disk as it arrives instead of into the page's memory.
 */
export interface FileAnswerSpec {
  readonly file: true
  readonly contentTypes: readonly string[]
}

/** The answer is a file of one of `contentTypes` (see FileAnswerSpec). */
export const file = (...contentTypes: string[]): FileAnswerSpec => ({ file: true, contentTypes })

/** Whether a row answers with a file (else with the JSON envelope). */
export const isFileAnswer = (
  spec: Pick<EndpointSpec, 'answer'>,
): spec is { answer: FileAnswerSpec } => 'file' in spec.answer

/** A query string: the server validates it with the schema named; the client takes a Q. */
export interface QuerySpec<Q, N extends ObjectSchemaName = ObjectSchemaName> {
  readonly schema: N
  /** How the client writes a Q as query parameters (as it is, by default). */
  readonly encode?: (query: Q) => Record<string, unknown>
  /** Never set: carries the client's query type. */
  readonly type?: Q
}

/**
 * A query checked by the schema named. The client takes what `encode` takes, or else the
 * schema's own type (the name is inferred, so the server reads the schema's type too).
 */
export const query = <N extends ObjectSchemaName, Q = InferType<Schemas[N]>>(
  schema: N,
  encode?: (query: Q) => Record<string, unknown>,
): QuerySpec<NoInfer<Q>, N> => ({ schema, ...(encode && { encode }) })

export interface EndpointSpec {
  method: Method
  path: EndpointPath
  /** Signed in only: the server answers 401 without a live session (one hook for them all). */
  auth: boolean
  /** The name of the JSON body's schema (the one the form uses); no body when absent. */
  body?: ObjectSchemaName
  query?: { readonly schema: ObjectSchemaName; readonly encode?: (query: never) => object }
  /** The envelope's `data`, or a file (`file(…)`, a GET only). */
  answer: AnswerSpec<unknown> | FileAnswerSpec
  /** The request carries an `Idempotency-Key` header: a retry answers the first attempt. */
  idempotent?: boolean
  /** A signed-in GET whose answer the server keeps (packages/server/src/http/answerCache.ts). */
  cached?: boolean
}

/** One row (its literal types kept, so the client and the server read them). */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec

export type AnswerOf<E extends EndpointSpec> = E['answer'] extends AnswerSpec<infer T> ? T : never
export type IsFile<E extends EndpointSpec> = E['answer'] extends FileAnswerSpec ? true : false
export type BodyOf<E extends EndpointSpec> = E['body'] extends ObjectSchemaName
  ? InferType<Schemas[E['body']]>
  : undefined
export type QueryOf<E extends EndpointSpec> = E['query'] extends QuerySpec<infer Q> ? Q : undefined
export type HasId<E extends EndpointSpec> = E['path'] extends (id: string) => string ? true : false

/** The route pattern, with `:id` where the path holds an id (what MSW and Fastify match). */
export const patternOf = (spec: Pick<EndpointSpec, 'path'>): string =>
  typeof spec.path === 'function' ? spec.path(':id') : spec.path

/** Whether the path holds an id. */
export const hasId = (spec: Pick<EndpointSpec, 'path'>): boolean => typeof spec.path === 'function'
