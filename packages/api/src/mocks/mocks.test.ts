// @vitest-environment node
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpoints, isFileAnswer, type EndpointName } from '../endpoints'
import { schemasOf } from '../endpoints/schemasOf'
import { mockVariants } from '.'

const ORIGIN = 'http://recur.test'

/** A request the row's handlers match: its path (an id filled in) and a body they may read. */
function requestOf(name: EndpointName) {
  const spec = endpoints[name]
  const path = typeof spec.path === 'function' ? spec.path('sub_netflix') : spec.path
  const body =
    spec.method === 'GET' ? undefined : JSON.stringify({ name: 'Netflix', username: 'ada' })
  return new Request(`${ORIGIN}/api${path}`, {
    method: spec.method,
    ...(body && { body, headers: { 'content-type': 'application/json' } }),
  })
}

const answered = Object.entries(mockVariants).flatMap(([name, variants]) =>
  Object.entries(variants ?? {})
    // `loading` never answers, by design.
    .filter(([variant]) => variant !== 'loading')
    .map(([variant, handler]) => [name as EndpointName, variant, handler] as const),
)

describe('the MSW handlers', () => {
  it('answer every row of the endpoint tables', () => {
    expect(Object.keys(endpoints).filter((name) => !(name in mockVariants))).toEqual([])
  })

  it.each(answered)(
    '%s.%s answers in the envelope, data of the row’s answer schema',
    async (name, _variant, handler) => {
      const response = await getResponse([handler], requestOf(name), { baseUrl: ORIGIN })
      expect(response).toBeDefined()
      const spec = endpoints[name]
      if (isFileAnswer(spec) && response?.status === 200) {
        // A file: one of the row's types, named for saving; not an envelope.
        expect(spec.answer.contentTypes).toContain(response.headers.get('content-type'))
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/)
        return
      }
      const body = (await response?.json()) as { status: number; message: string; data: unknown }
      expect(body.status).toBe(response?.status)
      expect(typeof body.message).toBe('string')
      if (body.status === 200) {
        if (isFileAnswer(spec)) throw new Error(`${name} answered a 200 envelope, not a file`)
        await expect(
          schemasOf(spec).answer?.validate(body.data, { strict: true }),
        ).resolves.toBeDefined()
      } else {
        expect(body.data).toBeNull()
      }
    },
  )
})
