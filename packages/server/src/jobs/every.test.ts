import { afterEach, describe, expect, it, vi } from 'vitest'
import { every } from './every'

afterEach(() => vi.useRealTimers())

describe('every', () => {
  it('runs on each tick, never two runs at once, and stop waits for the run under way', async () => {
    vi.useFakeTimers()
    let finish: () => void = () => {}
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const job = every(1_000, run, () => {})
    job.start()
    job.start() // a second start is a no-op

    await vi.advanceTimersByTimeAsync(1_000)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3_000) // the first run is still going
    expect(run).toHaveBeenCalledTimes(1)

    let stopped = false
    const stopping = job.stop().then(() => (stopped = true))
    await Promise.resolve()
    expect(stopped).toBe(false)
    finish()
    await stopping
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('reports a failed run and runs again on the next tick', async () => {
    vi.useFakeTimers()
    const failure = new Error('database went away')
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined)
    const onError = vi.fn()
    const job = every(500, run, onError)
    job.start()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(onError).toHaveBeenCalledWith(failure)
    expect(run).toHaveBeenCalledTimes(2)
    await job.stop()
  })

  it('never starts with no interval', async () => {
    vi.useFakeTimers()
    const run = vi.fn(async () => {})
    every(0, run, () => {}).start()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).not.toHaveBeenCalled()
  })
})
