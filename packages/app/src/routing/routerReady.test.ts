import { createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routerReady } from './routerReady'

describe('routerReady', () => {
  it('waits for the first page’s lazy route and loader', async () => {
    let finishLoader = () => {}
    const loaderDone = new Promise<null>((resolve) => (finishLoader = () => resolve(null)))
    const router = createMemoryRouter([
      { path: '/', loader: () => loaderDone, lazy: async () => ({ Component: () => null }) },
    ])
    let ready = false
    const waiting = routerReady(router).then(() => (ready = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ready).toBe(false)
    finishLoader()
    await waiting
    expect(router.state.initialized).toBe(true)
  })

  it('resolves at once for a router already initialized', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }])
    expect(router.state.initialized).toBe(true)
    await expect(routerReady(router)).resolves.toBeUndefined()
  })
})
