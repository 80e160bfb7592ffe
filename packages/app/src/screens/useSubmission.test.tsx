import { ApiError, messages } from '@recur/api'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, vi } from 'vitest'
import { useSubmission } from './useSubmission'

/** The hook rendered in a component: its latest result, and a way to remove the component. */
function renderSubmission(send: (args: string) => Promise<string>) {
  const result = {} as { current: ReturnType<typeof useSubmission<string, string>> }
  function Probe() {
    result.current = useSubmission(send)
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(<Probe />))
  return { result, unmount: () => act(() => root.unmount()) }
}

/** A call whose answers the test gives, one per submit, in order. */
function controlledCall() {
  const pending: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = []
  const send = vi.fn(
    (_args: string) =>
      new Promise<string>((resolve, reject) => void pending.push({ resolve, reject })),
  )
  return { send, pending }
}

it('is idle, then pending, then holds the answer and calls onSuccess after', async () => {
  const { send, pending } = controlledCall()
  const { result } = renderSubmission(send)
  expect(result.current.status).toBe('idle')
  const onSuccess = vi.fn()
  act(() => result.current.submit('ada', onSuccess))
  expect(send).toHaveBeenCalledWith('ada')
  expect(result.current.status).toBe('pending')
  await act(async () => pending[0]!.resolve('welcome'))
  expect(result.current).toMatchObject({ status: 'success', data: 'welcome' })
  expect(onSuccess).toHaveBeenCalledWith('welcome')
})

it("keeps the API's error, and reads anything else as the server's failure", async () => {
  const { send, pending } = controlledCall()
  const { result } = renderSubmission(send)
  act(() => result.current.submit('ada'))
  const refused = new ApiError(422, 'Email has already been taken')
  await act(async () => pending[0]!.reject(refused))
  expect(result.current).toMatchObject({ status: 'error', error: refused })
  act(() => result.current.submit('ada'))
  expect(result.current.status).toBe('pending')
  await act(async () => pending[1]!.reject(new TypeError('boom')))
  expect(result.current.error?.message).toBe(messages.serverError)
})

it('counts only the latest submit, and nothing after the screen is gone', async () => {
  const { send, pending } = controlledCall()
  const { result, unmount } = renderSubmission(send)
  const first = vi.fn()
  act(() => result.current.submit('one', first))
  act(() => result.current.submit('two'))
  await act(async () => pending[0]!.resolve('late'))
  expect(result.current.status).toBe('pending')
  expect(first).not.toHaveBeenCalled()
  const last = vi.fn()
  act(() => result.current.submit('three', last))
  unmount()
  await act(async () => pending[2]!.resolve('gone'))
  expect(last).not.toHaveBeenCalled()
})
