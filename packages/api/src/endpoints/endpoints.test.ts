// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client'
import { paths } from '../paths'
import { endpoints, hasId, isFileAnswer, patternOf } from '.'

const BASE = 'http://recur.test/api'
const rows = Object.entries(endpoints)
const fetched = rows.filter(([, spec]) => !isFileAnswer(spec))
const files = rows.filter(([, spec]) => isFileAnswer(spec))

/** The arguments a call takes, by its row: an id, a body, a query, a key (as CallArgs says). */
function argsOf(spec: (typeof endpoints)[keyof typeof endpoints]) {
  const args: unknown[] = []
  if (hasId(spec)) args.push('a b/c')
  if ('body' in spec) args.push({ probe: 1 })
  if ('query' in spec) args.push({ probe: 'x' })
  if ('idempotent' in spec) args.push('key-1')
  return args
}

describe('the endpoint tables', () => {
  it('use every path of the contract, and no method and path twice', () => {
    const used = new Set(rows.map(([, spec]) => spec.path))
    expect(Object.entries(paths).filter(([, path]) => !used.has(path))).toEqual([])
    const routes = rows.map(([, spec]) => `${spec.method} ${patternOf(spec)}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('cache only signed-in reads', () => {
    for (const [name, spec] of rows) {
      if ('cached' in spec) expect([name, spec.method, spec.auth]).toEqual([name, 'GET', true])
    }
  })

  it('answer files on GETs alone, with no id and no body (a browser navigates to them)', () => {
    expect(files.map(([name]) => name)).toEqual(['downloadExport'])
    for (const [, spec] of files) {
      expect(spec.method).toBe('GET')
      expect(hasId(spec) || 'body' in spec || 'cached' in spec).toBe(false)
    }
  })

  it.each(files)('%s: the client gives the file’s address, its query written in', (name) => {
    const api = createApiClient({
      baseURL: `${BASE}/`,
      fetch: () => Promise.reject(new Error('a file row is never fetched by the client')),
    })
    const address = api[name as 'downloadExport']({ ticket: 'a b/c&d' })
    const spec = endpoints[name as 'downloadExport']
    expect(address).toBe(`${BASE}${patternOf(spec)}?ticket=a+b%2Fc%26d`)
    expect(createApiClient({ baseURL: '/api' }).downloadExport({ ticket: 't' })).toBe(
      '/api/exports/download?ticket=t',
    )
  })

  it.each(fetched)('%s: the client sends its method, path, body, query and key', async (name) => {
    const spec = endpoints[name as keyof typeof endpoints]
    const sent: Request[] = []
    const api = createApiClient({
      baseURL: BASE,
      fetch: async (input, init) => {
        sent.push(new Request(input, init))
        return Response.json({ status: 200, message: 'OK', data: null })
      },
    })
    const call = api[name as keyof typeof api] as (...args: unknown[]) => Promise<unknown>
    await call(...argsOf(spec))
    const request = sent[0] as Request
    const url = new URL(request.url)
    expect(request.method).toBe(spec.method)
    const path =
      typeof spec.path === 'function' ? spec.path(encodeURIComponent('a b/c')) : spec.path
    expect(url.pathname).toBe(new URL(`${BASE}${path}`).pathname)
    if ('body' in spec) expect(await request.json()).toEqual({ probe: 1 })
    else expect(await request.text()).toBe('')
    if ('query' in spec && !spec.query.encode) expect(url.searchParams.get('probe')).toBe('x')
    expect(request.headers.get('idempotency-key')).toBe('idempotent' in spec ? 'key-1' : null)
  })
})
