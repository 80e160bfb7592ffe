import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { GZIP_LEVEL } from '../src/http/answerCache'
import { useTestServer } from './helpers/app'
import { signUp } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'

/*
 * The answer cache (http/answerCache.ts) over HTTP: the bytes a hit sends are those a miss
 * computed, in the encoding the request asks for; one user's answer is never another's.
 * (A write on another instance: test/two-instances.test.ts.)
 */

const server = useTestServer({ now })

/** A GET with exactly these headers (fetch would add and decode an Accept-Encoding itself). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.origin}/api${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

const decode = (encoding: unknown, body: Buffer) =>
  JSON.parse(
    (encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : body
    ).toString(),
  ) as unknown

describe('the answer cache', () => {
  it('sends the same answer, hit or miss, in br, gzip or identity as asked', async () => {
    const user = await signUp(server)
    for (let i = 0; i < 30; i += 1) {
      await server.api(user.token).createSubscription(subscriptionBody({ name: `Service ${i}` }))
    }
    const auth = { authorization: `Bearer ${user.token}` }
    const answers = []
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip', 'identity', 'br;q=0, gzip']) {
      for (const round of [1, 2]) {
        const response = await get('/subscriptions?per_page=25&page=1', {
          ...auth,
          'accept-encoding': acceptEncoding,
        })
        expect(response.status, `${acceptEncoding} ${round}`).toBe(200)
        const expected = acceptEncoding.startsWith('gzip, deflate, br')
          ? 'br'
          : acceptEncoding === 'identity'
            ? undefined
            : 'gzip'
        expect(response.headers['content-encoding']).toBe(expected)
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
        answers.push(decode(response.headers['content-encoding'], response.body))
        // A dynamic answer is gzipped at GZIP_LEVEL (1), not zlib's default 6.
        if (expected === 'gzip') {
          const level = gzipSync(gunzipSync(response.body), { level: GZIP_LEVEL })
          expect(response.body.equals(level)).toBe(true)
        }
      }
    }
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect((answers[0] as { data: { data: unknown[] } }).data.data).toHaveLength(25)
  })

  it("never answers one user with another's cached answer", async () => {
    // Two users whose data versions are equal (each signed up and added one row).
    const first = await signUp(server)
    const second = await signUp(server)
    await server.api(first.token).createSubscription(subscriptionBody({ name: 'Only Mine' }))
    await server.api(second.token).createSubscription(subscriptionBody({ name: 'Only Theirs' }))
    const mine = await server.api(first.token).listSubscriptions({ per_page: 20 })
    expect(mine.data.data.map((row) => row.name)).toEqual(['Only Mine'])
    const theirs = await server.api(second.token).listSubscriptions({ per_page: 20 })
    expect(theirs.data.data.map((row) => row.name)).toEqual(['Only Theirs'])
  })

  it('keys a query by its parameters in any order, and refuses a bad one every time', async () => {
    const user = await signUp(server)
    const auth = { authorization: `Bearer ${user.token}`, 'accept-encoding': 'identity' }
    const one = await get('/subscriptions?per_page=5&page=1', auth)
    const other = await get('/subscriptions?page=1&per_page=5', auth)
    expect(other.body.equals(one.body)).toBe(true)
    for (let i = 0; i < 2; i += 1) {
      expect((await get('/subscriptions?per_page=abc', auth)).status).toBe(422)
    }
  })
})
