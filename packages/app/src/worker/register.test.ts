import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, WORKER_URL } from './register'

/** A loaded window whose browser has service workers. */
function loadedWindow() {
  const register = vi.fn(async () => ({ update: async () => undefined }))
  const target = {
    navigator: { serviceWorker: { register } },
    document: { readyState: 'complete', addEventListener: () => undefined },
    addEventListener: () => undefined,
  } as unknown as Window
  return { target, register }
}

describe('registerServiceWorker', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("waits until the page has settled: the worker's install downloads the whole release", async () => {
    vi.stubEnv('PROD', true)
    const { target, register } = loadedWindow()
    let settle = () => {}
    registerServiceWorker(new Promise<void>((resolve) => (settle = resolve)), target)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(register).not.toHaveBeenCalled()

    settle()
    await vi.waitFor(() =>
      expect(register).toHaveBeenCalledWith(WORKER_URL, { scope: '/', updateViaCache: 'none' }),
    )
  })

  it('registers nothing in development', async () => {
    vi.stubEnv('PROD', false)
    const { target, register } = loadedWindow()
    registerServiceWorker(Promise.resolve(), target)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(register).not.toHaveBeenCalled()
  })
})
