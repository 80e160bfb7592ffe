import {
  hasId,
  isFileAnswer,
  patternOf,
  schemasOf,
  type AnswerOf,
  type BodyOf,
  type EndpointSpec,
  type HasId,
  type IsFile,
  type ObjectSchemaName,
  type Schemas,
} from '@recur/api'
import { Readable } from 'node:stream'
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
import type { InferType } from 'yup'
import type { AnswerCache } from '../http/answerCache'
import { send } from '../http/envelope'
import type { DataOf } from '../db/jsonText'
import { validateBody, validateQuery } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import type { AuthContext, SessionService } from '../services/sessions'

/*
 * The server's half of the endpoint tables (packages/api/src/endpoints/): a route module says
 * which row it serves and what its handler does; the row gives the method and path, whether a
 * session is needed, the schemas the body and query are validated with, and whether the answer
 * is cached. Signed-in rows are registered in one encapsulated context whose one onRequest hook
 * checks the session, so no route repeats it.
 */

/**
 * What a handler answers: the envelope's message and data (status 200 unless it says; the data
 * may come as its JSON text, db/jsonText.ts), or a refusal it answers itself (a payment's stored outcome replayed: a status and no data).
 */
export type Reply<T> =
  | { status?: number; message: string; data: DataOf<T> }
  | { status: number; message: string; data: null }

/**
 * What a file row's handler answers (define.ts, `file`): the file's name and type, and its text,
 * produced as the client reads it (a stream with backpressure: the next chunk is asked for only
 * once the last has gone). A refusal is thrown before, as any handler's, and is an envelope.
 */
export interface FileReply {
  fileName: string
  contentType: string
  chunks: AsyncIterable<string>
}

/** `attachment` with the file's name; names are ASCII (transfer/files.ts), quotes kept out. */
export const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`

/** The query as the row's schema reads it (the server's view: its literal keys). */
type ServerQueryOf<E extends EndpointSpec> = E['query'] extends {
  readonly schema: infer N extends ObjectSchemaName
}
  ? InferType<Schemas[N]>
  : undefined

/** A request of a row, validated: what a handler works from. */
export interface Input<E extends EndpointSpec> {
  request: FastifyRequest
  /** The signed-in user (rows with `auth`). */
  auth: E['auth'] extends true ? AuthContext : undefined
  /** The path's id, as sent (rows whose path holds one). */
  id: HasId<E> extends true ? string : undefined
  body: BodyOf<E>
  query: ServerQueryOf<E>
  /** The Idempotency-Key header, read before the body (rows with `idempotent`). */
  idempotencyKey: string | undefined
}

export interface ServeOptions {
  /** Fastify route config (the rate limits of plugins/rate-limit.ts). */
  config?: FastifyContextConfig
  /** The body schema's context (e.g. Lagos's today for "not before today"). */
  bodyContext?: () => Record<string, unknown>
  /** Reads and checks the Idempotency-Key header; required by rows with `idempotent`. */
  idempotencyKey?: (request: FastifyRequest) => string | undefined
  /** This route's body limit in bytes, when it takes more than the app's (an imported file). */
  bodyLimit?: number
}

export type Handler<E extends EndpointSpec> = (
  input: Input<E>,
) => Promise<IsFile<E> extends true ? FileReply : Reply<AnswerOf<E>>>

export type Serve = <E extends EndpointSpec>(
  spec: E,
  handler: Handler<E>,
  options?: ServeOptions,
) => void

/** Collects the routes of the tables' rows, then mounts them under one prefix (`mount`). */
export function createRouter(deps: { sessions: SessionService; answers: AnswerCache }) {
  const open: Array<(scope: FastifyInstance) => void> = []
  const signedIn: Array<(scope: FastifyInstance) => void> = []
  const served = new Set<EndpointSpec>()

  const serve: Serve = (spec, handler, options = {}) => {
    if (served.has(spec)) throw new Error(`${spec.method} ${patternOf(spec)} is served twice`)
    if (spec.idempotent && !options.idempotencyKey) {
      throw new Error(`${spec.method} ${patternOf(spec)} needs an idempotencyKey reader`)
    }
    served.add(spec)
    ;(spec.auth ? signedIn : open).push((scope) => route(scope, spec, handler, options))
  }

  function route<E extends EndpointSpec>(
    scope: FastifyInstance,
    spec: E,
    handler: Handler<E>,
    options: ServeOptions,
  ) {
    const schemas = schemasOf(spec)
    const run = async (request: FastifyRequest) => {
      const idempotencyKey = options.idempotencyKey?.(request)
      const body = schemas.body
        ? await validateBody(schemas.body, request.body, options.bodyContext?.())
        : undefined
      const query = schemas.query ? await validateQuery(schemas.query, request.query) : undefined
      return handler({
        request,
        auth: (spec.auth ? authOf(request) : undefined) as Input<E>['auth'],
        id: (hasId(spec) ? (request.params as { id: string }).id : undefined) as Input<E>['id'],
        body: body as BodyOf<E>,
        query: query as ServerQueryOf<E>,
        idempotencyKey,
      })
    }
    const common = {
      method: spec.method,
      url: patternOf(spec),
      config: options.config ?? {},
      ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    }
    if (isFileAnswer(spec)) {
      scope.route({
        ...common,
        handler: async (request, reply) => {
          const { fileName, contentType, chunks } = (await run(request)) as FileReply
          void reply
            .code(200)
            .type(contentType)
            .header('content-disposition', contentDisposition(fileName))
          return reply.send(Readable.from(chunks, { objectMode: false }))
        },
      })
    } else if (spec.cached) {
      // The cache is checked first: a hit skips validation, the queries and serialisation (a
      // refused query is never stored, so a hit was valid).
      const answer = run as (request: FastifyRequest) => Promise<Reply<unknown>>
      scope.route({ ...deps.answers.options(common), handler: deps.answers.route(answer) })
    } else {
      scope.route({
        ...common,
        handler: async (request, reply) => {
          const { status = 200, message, data } = (await run(request)) as Reply<unknown>
          return send(reply, status, message, data)
        },
      })
    }
  }

  return {
    serve,
    /** Registers every served row on `api`: the open ones, then the signed-in ones behind the hook. */
    mount(api: FastifyInstance) {
      void api.register(async (scope) => {
        for (const add of open) add(scope)
      })
      void api.register(async (scope) => {
        // The session check, once for every signed-in row: a 401 before anything else runs,
        // the body too (a signed-out upload of megabytes is refused before it is read).
        scope.addHook('onRequest', requireAuth(deps.sessions))
        for (const add of signedIn) add(scope)
      })
    },
    /** The rows served so far (for the test that every row has a route). */
    served: () => [...served],
  }
}
