import { loginSchema } from '@recur/api'
import { act, Suspense, useState } from 'react'
import { expect, it, vi } from 'vitest'
import { mountReact } from '../testing/mountReact'
import { deferred, useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

it('renders a part whose chunk is in at once, without its fallback', async () => {
  const part = deferred(() => Promise.resolve(Counter))
  await part.preload()
  expect(part.isLoaded()).toBe(true)
  const { container, root } = mountReact()
  act(() =>
    root.render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component label="Taps" />
      </Suspense>,
    ),
  )
  expect(container.textContent).toBe('Taps 0')
})

it('shows the fallback until the chunk arrives, then the part, which keeps its state', async () => {
  let arrive: (component: typeof Counter) => void = () => undefined
  const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)))
  const part = deferred(load)
  const { container, root } = mountReact()
  const view = (label: string) => (
    <Suspense fallback={<p>waiting</p>}>
      <part.Component label={label} />
    </Suspense>
  )
  act(() => root.render(view('Taps')))
  expect(container.textContent).toBe('waiting')
  await act(async () => arrive(Counter))
  expect(container.textContent).toBe('Taps 0')
  act(() => container.querySelector('button')!.click())
  // A new render (the part is loaded by now) keeps the same component, so the count stays.
  act(() => root.render(view('Presses')))
  expect(container.textContent).toBe('Presses 1')
  expect(load).toHaveBeenCalledTimes(1)
})

it('asks again for a chunk whose download failed', async () => {
  const load = vi
    .fn<() => Promise<typeof Counter>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(Counter)
  const part = deferred(load)
  await expect(part.preload()).rejects.toThrow('Failed to fetch')
  expect(part.isLoaded()).toBe(false)
  await part.preload()
  expect(part.isLoaded()).toBe(true)
  expect(load).toHaveBeenCalledTimes(2)
})

it('loads a part once the browser is idle after the next frame has painted', async () => {
  vi.useFakeTimers()
  try {
    const load = vi.fn(() => Promise.resolve(Counter))
    const part = deferred(load)
    function Screen() {
      return <p>{useIdlePreload(part) ? 'in' : 'not yet'}</p>
    }
    const { container, root } = mountReact()
    act(() => root.render(<Screen />))
    // Painted without it: nothing was asked before the screen rendered.
    expect(container.textContent).toBe('not yet')
    expect(part.isLoaded()).toBe(false)
    // Nor before the next frame, however idle the browser is meanwhile.
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(load).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersToNextFrame())
    await act(async () => vi.runAllTimersAsync())
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe('in')
  } finally {
    vi.useRealTimers()
  }
})

it('loads a part at once when the screen waits for it, and stops waiting if it fails', async () => {
  let fail: (error: Error) => void = () => undefined
  const part = deferred(() => new Promise<typeof Counter>((_, reject) => (fail = reject)))
  function Screen() {
    return <p>{useIdlePreload(part, { immediately: true }) ? 'go on' : 'waiting'}</p>
  }
  const { container, root } = mountReact()
  // No idle callback nor timer: the download starts as the screen mounts.
  await act(async () => root.render(<Screen />))
  expect(container.textContent).toBe('waiting')
  await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')))
  expect(container.textContent).toBe('go on')
  expect(part.isLoaded()).toBe(false)
})

it("checks a form with the contract's schema and its words, once the schemas are in", async () => {
  const values = { email: 'not an address', password: '' }
  const expected: unknown = await loginSchema
    .validate(values, { abortEarly: false })
    .catch((error: unknown) => error)
  const found: unknown = await formSchema('loginSchema')
    .validate(values, { abortEarly: false })
    .catch((error: unknown) => error)
  expect(formSchemas.isLoaded()).toBe(true)
  expect(found).toMatchObject({ name: 'ValidationError' })
  expect((found as { errors: string[] }).errors).toEqual((expected as { errors: string[] }).errors)
  expect((found as { errors: string[] }).errors.length).toBeGreaterThan(0)
})
