import { delay, http, type HttpHandler, type HttpResponseResolver } from 'msw'
import { apiUrl } from '../config'
import { endpoints, patternOf, type EndpointName } from '../endpoints'
import { ok, serverError } from './respond'

/*
 * MSW handlers derived from the endpoint tables (../endpoints/): a row's method and path make the
 * handler; a mock file gives only the answers. Every row also gets `loading` (never answers) and
 * `error` (a 500), unless its answers name their own.
 */

export type Resolver = HttpResponseResolver

/** Every variant made so far, by row (the mocks' test checks each row has answers, and each
 * answer's data against the row's answer schema). */
export const mockVariants: Partial<Record<EndpointName, Record<string, HttpHandler>>> = {}

/** The handler of row `name` answering with `resolver`. */
export function mockOf(name: EndpointName, resolver: Resolver): HttpHandler {
  const spec = endpoints[name]
  const method = spec.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'
  return http[method](apiUrl(patternOf(spec)), resolver)
}

/** A row's variants: `answers` by name, plus `loading` and `error`. */
export function variants<const A extends Record<string, Resolver>>(
  name: EndpointName,
  answers: A,
): Record<keyof A | 'loading' | 'error', HttpHandler> {
  const made = {
    loading: mockOf(name, async () => {
      await delay('infinite')
      return ok(null)
    }),
    error: mockOf(name, serverError),
    ...Object.fromEntries(
      Object.entries(answers).map(([variant, resolver]) => [variant, mockOf(name, resolver)]),
    ),
  } as Record<keyof A | 'loading' | 'error', HttpHandler>
  mockVariants[name] = { ...mockVariants[name], ...made }
  return made
}
