import { hydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PERSIST_VERSION,
  PERSISTED_MAX_AGE_MS,
  persistQueries,
  readSavedQueries,
  type PersistedQueries,
  type QueryStorage,
} from './persistQueries'

/** One value in memory, as IndexedDB keeps it. */
function memoryStorage(initial?: PersistedQueries) {
  let value = initial
  const storage: QueryStorage = {
    get: async () => value,
    set: async (next) => {
      value = next
    },
    del: async () => {
      value = undefined
    },
  }
  return { storage, current: () => value }
}

const NOW = Date.parse('2026-11-15T09:00:00Z')

/** A copy saved by `userId` at `savedAt` holding the profile read. */
async function savedCopy(userId: string, savedAt: number): Promise<PersistedQueries> {
  const { storage, current } = memoryStorage()
  const client = new QueryClient()
  const stop = persistQueries(client, () => userId, { storage })
  vi.useFakeTimers({ now: savedAt })
  client.setQueryData(['profile'], { email: 'ada@example.com' })
  await vi.advanceTimersByTimeAsync(1000)
  vi.useRealTimers()
  stop()
  return current()!
}

afterEach(() => vi.useRealTimers())

describe('the signed-in reads kept for offline use', () => {
  it('are saved a moment after a read succeeds, naming their user', async () => {
    const copy = await savedCopy('user-1', NOW)
    expect(copy).toMatchObject({ version: PERSIST_VERSION, userId: 'user-1' })
    expect(copy.savedAt - NOW).toBeGreaterThanOrEqual(0)
    expect(copy.savedAt - NOW).toBeLessThan(1000)
    expect(copy.state.queries.map((query) => query.queryKey)).toEqual([['profile']])
  })

  it('are not saved while nobody is signed in, nor a failed read', async () => {
    const { storage, current } = memoryStorage()
    const client = new QueryClient()
    const session: { userId?: string } = {}
    const stop = persistQueries(client, () => session.userId, { storage })
    vi.useFakeTimers()
    client.setQueryData(['profile'], { email: 'ada@example.com' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(current()).toBeUndefined()

    session.userId = 'user-1'
    await client
      .fetchQuery({ queryKey: ['wallet'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => {})
    client.setQueryData(['categories'], [])
    await vi.advanceTimersByTimeAsync(1000)
    stop()
    expect(current()?.state.queries.map((query) => query.queryKey)).toEqual([
      ['profile'],
      ['categories'],
    ])
  })

  it('are read back for the same user', async () => {
    const { storage } = memoryStorage(await savedCopy('user-1', NOW))
    const saved = await readSavedQueries('user-1', { now: NOW + 60_000, storage })
    const client = new QueryClient()
    hydrate(client, saved!.state)
    expect(client.getQueryData(['profile'])).toEqual({ email: 'ada@example.com' })
  })

  it("keep a carried copy's reads the client has not made again, for the same user only", async () => {
    const carried = await savedCopy('user-1', NOW)
    const saved = (userId: string) => {
      const { storage, current } = memoryStorage(carried)
      const client = new QueryClient()
      const stop = persistQueries(client, () => userId, { storage, carried })
      const keys = () => current()?.state.queries.map((query) => [query.queryKey, query.state.data])
      return { client, stop, keys }
    }
    vi.useFakeTimers({ now: NOW + 60_000 })

    const same = saved('user-1')
    same.client.setQueryData(['wallet'], { balance: '0.00' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(same.keys()).toEqual([
      [['wallet'], { balance: '0.00' }],
      [['profile'], { email: 'ada@example.com' }],
    ])
    same.client.setQueryData(['profile'], { email: 'new@example.com' })
    await vi.advanceTimersByTimeAsync(1000)
    same.stop()
    expect(same.keys()).toEqual([
      [['wallet'], { balance: '0.00' }],
      [['profile'], { email: 'new@example.com' }],
    ])

    const other = saved('user-2')
    other.client.setQueryData(['wallet'], { balance: '5.00' })
    await vi.advanceTimersByTimeAsync(1000)
    other.stop()
    expect(other.keys()).toEqual([[['wallet'], { balance: '5.00' }]])
  })

  it.each([
    ['another user', 'user-2', 60_000],
    ['a copy older than the bound', 'user-1', PERSISTED_MAX_AGE_MS + 1],
  ])('are dropped, never shown, for %s', async (_label, userId, age) => {
    const copy = await savedCopy('user-1', NOW)
    const memory = memoryStorage(copy)
    expect(
      await readSavedQueries(userId, { now: copy.savedAt + age, storage: memory.storage }),
    ).toBeUndefined()
    expect(memory.current()).toBeUndefined()
  })

  it('are dropped when saved by a release with another shape', async () => {
    const copy = await savedCopy('user-1', NOW)
    const memory = memoryStorage({ ...copy, version: PERSIST_VERSION - 1 })
    expect(await readSavedQueries('user-1', { now: NOW, storage: memory.storage })).toBeUndefined()
    expect(memory.current()).toBeUndefined()
  })
})
