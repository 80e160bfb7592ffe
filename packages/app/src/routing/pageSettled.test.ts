import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenPageSettled, type WatchedRouter } from './pageSettled'

const routerAt = (navigation: string): WatchedRouter => ({
  state: { initialized: true, navigation: { state: navigation }, location: { pathname: '/' } },
  subscribe: () => () => undefined,
})

describe('whenPageSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for the router to stop navigating and for every query to have its answer', async () => {
    const router = routerAt('loading')
    const queryClient = new QueryClient()
    let answer = (_: string) => {}
    void queryClient.fetchQuery({
      queryKey: ['balance'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    const run = vi.fn()
    whenPageSettled(router, queryClient, run)

    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).not.toHaveBeenCalled()
    router.state.navigation.state = 'idle'
    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).not.toHaveBeenCalled()

    answer('₦150,000.00')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
