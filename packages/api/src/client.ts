import { FetchError, ofetch, type $Fetch } from 'ofetch'
import {
  endpoints,
  isFileAnswer,
  patternOf,
  type AnswerOf,
  type BodyOf,
  type Endpoints,
  type EndpointSpec,
  type HasId,
  type IsFile,
  type ObjectSchemaName,
  type QueryOf,
  type QuerySpec,
} from './endpoints'
import { isEnvelope, type Envelope, type FieldErrors } from './envelope'
import { messages } from './messages'

export interface ApiClientOptions {
  /** Absolute or same-origin base, e.g. `/api` or `https://api.example.com/api`. */
  baseURL: string
  /** The stored session token, if any; sent as a bearer authorization header. */
  getToken?: () => string | undefined
  /** Called for any response whose body status is 401 (spec §4). */
  onUnauthorized?: () => void
  /** For tests and server-side use. */
  fetch?: typeof globalThis.fetch
}

/** A failed call: the server's envelope when there was one, else a network or parse failure. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }

  /** The first message for a field, as forms show it. */
  firstError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
}

/** The whole API's client: one call per endpoint of the tables (./endpoints). */
export function createApiClient(options: ApiClientOptions): ApiCalls {
  return createApiCalls(options, endpoints)
}

/**
 * The calls of one table of endpoints (`authEndpoints`, say) alone: for a page that makes no
 * other call and should not carry the rest of the tables (the prerendered sign-in pages).
 */
export function createApiCalls<Table extends Record<string, EndpointSpec>>(
  options: ApiClientOptions,
  table: Table,
): CallsOf<Table> {
  const $fetch: $Fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      retry: 0,
      onRequest({ options: request }) {
        const token = options.getToken?.()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
        request.headers.set('Accept', 'application/json')
      },
      onResponse({ response }) {
        const body: unknown = response._data
        if (isEnvelope(body) && body.status === 401) options.onUnauthorized?.()
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  )

  async function call<T>(
    path: string,
    init: {
      method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
      body?: object
      query?: object
      headers?: Record<string, string>
    } = {},
  ): Promise<Envelope<T>> {
    try {
      const body = await $fetch<Envelope<T>>(path, {
        method: init.method ?? 'GET',
        ...(init.headers && { headers: init.headers }),
        body: init.body as Record<string, unknown> | undefined,
        query: init.query as Record<string, unknown> | undefined,
      })
      if (isEnvelope(body) && body.status >= 400) {
        throw new ApiError(body.status, body.message, body.errors)
      }
      return body
    } catch (error) {
      throw toApiError(error)
    }
  }

  /**
   * A file row's address with its query (`/api/exports/download?ticket=…`): the browser
   * downloads it by navigating there, so no bearer token goes with it (define.ts, `file`).
   */
  const fileUrlOf =
    (spec: EndpointSpec) =>
    (query?: object): string => {
      const encode = (spec.query as QuerySpec<object> | undefined)?.encode
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries((query && encode ? encode(query) : query) ?? {}))
        if (value !== undefined && value !== null) params.append(key, String(value))
      const search = params.toString()
      return `${options.baseURL.replace(/\/+$/, '')}${patternOf(spec)}${search && `?${search}`}`
    }

  /** One call of the table's row `spec`: its method and path, with the arguments it takes. */
  const callOf =
    (spec: EndpointSpec) =>
    (...args: unknown[]): Promise<Envelope<unknown>> => {
      let next = 0
      const id = typeof spec.path === 'function' ? String(args[next++]) : undefined
      // A body every field of which is optional may be left out: it is sent empty.
      const body = spec.body ? ((args[next++] as object | undefined) ?? {}) : undefined
      const query = spec.query ? (args[next++] as object | undefined) : undefined
      const key = spec.idempotent ? (args[next++] as string) : undefined
      const path =
        typeof spec.path === 'function' ? spec.path(encodeURIComponent(id ?? '')) : spec.path
      const encode = (spec.query as QuerySpec<object> | undefined)?.encode
      return call(path, {
        method: spec.method,
        ...(body && { body }),
        ...(query && { query: encode ? encode(query) : query }),
        ...(key !== undefined && { headers: { 'Idempotency-Key': key } }),
      })
    }

  return Object.fromEntries(
    Object.entries(table).map(([name, spec]: [string, EndpointSpec]) => [
      name,
      isFileAnswer(spec) ? fileUrlOf(spec) : callOf(spec),
    ]),
  ) as unknown as CallsOf<Table>
}

/**
 * A call's arguments, read from its row: the path's id, the body, the query (always optional),
 * then the Idempotency-Key.
 */
export type CallArgs<E extends EndpointSpec> = [
  ...(HasId<E> extends true ? [id: string] : []),
  ...(E['body'] extends ObjectSchemaName
    ? Record<string, never> extends BodyOf<E>
      ? [body?: BodyOf<E>]
      : [body: BodyOf<E>]
    : []),
  ...(E['query'] extends { readonly schema: ObjectSchemaName } ? [query?: QueryOf<E>] : []),
  ...(E['idempotent'] extends true ? [idempotencyKey: string] : []),
]

/**
 * One function per endpoint of `Table`, named as its row: a call answering the envelope, or for a
 * file row (no id, no body) the file's address.
 */
export type CallsOf<Table extends Record<string, EndpointSpec>> = {
  [K in keyof Table]: IsFile<Table[K]> extends true
    ? (query: QueryOf<Table[K]>) => string
    : (...args: CallArgs<Table[K]>) => Promise<Envelope<AnswerOf<Table[K]>>>
}

/** One function per endpoint of the tables (./endpoints). */
export type ApiCalls = CallsOf<Endpoints>

export type ApiClient = ReturnType<typeof createApiClient>

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const body: unknown = error.data
    if (isEnvelope(body)) return new ApiError(body.status, body.message, body.errors)
    return new ApiError(error.statusCode ?? 0, messages.serverError)
  }
  return new ApiError(0, messages.serverError)
}
