import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { polledViewStatus } from './viewStatus'

const POLL_MS = 4_000

describe('a polled view that failed', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const failing = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let answer: () => Promise<string> = () => Promise.reject(new Error('down'))
    const observer = new QueryObserver(client, {
      queryKey: ['polled'],
      queryFn: () => answer(),
      refetchInterval: POLL_MS,
    })
    const seen: string[] = []
    const unsubscribe = observer.subscribe((result) => seen.push(polledViewStatus(result)))
    return {
      client,
      seen,
      answerWith: (data: string) => (answer = () => Promise.resolve(data)),
      status: () => polledViewStatus(observer.getCurrentResult()),
      unsubscribe,
    }
  }

  it('keeps showing the failure while a poll asks again, until an answer comes', async () => {
    const view = failing()
    await vi.advanceTimersByTimeAsync(0)
    expect(view.seen).toEqual(['loading', 'error'])
    // Two polls, each making the query pending while it asks (TanStack Query's doing).
    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    expect(view.seen.length).toBeGreaterThan(2)
    expect(view.seen.slice(2).every((status) => status === 'error')).toBe(true)
    view.answerWith('back')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(view.status()).toBe('ready')
    view.unsubscribe()
  })

  it('shows loading again when the customer retries (the query is reset)', async () => {
    const view = failing()
    await vi.advanceTimersByTimeAsync(0)
    expect(view.status()).toBe('error')
    void view.client.resetQueries({ queryKey: ['polled'], exact: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(view.seen).toContain('loading')
    view.unsubscribe()
  })
})
