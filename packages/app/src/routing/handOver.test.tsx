import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import {
  applyHandOver,
  followHandOver,
  PRESS_REQUESTED,
  readHandOver,
  SUBMIT_REQUESTED,
} from './handOver'

function Form() {
  const [email, setEmail] = useState('')
  return (
    <form>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input name="password" type="password" defaultValue="" />
      <output>{email}</output>
    </form>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

it('carries typed values and focus from the prerendered page into the rendered form', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  // The prerendered page, as the visitor left it.
  root.innerHTML = '<form><input name="email"><input name="password" type="password"></form>'
  const [email, password] = root.querySelectorAll('input')
  email!.value = 'ada@recur.ng'
  password!.value = 'secret'
  password!.focus()
  const handOver = readHandOver(root)
  expect(handOver).toEqual({
    values: [
      ['email', 'ada@recur.ng'],
      ['password', 'secret'],
    ],
    focused: 'password',
  })

  const reactRoot = createRoot(root)
  await act(async () => reactRoot.render(<Form />))
  await act(async () => applyHandOver(root, handOver))
  // The controlled field's state followed (React saw the input event), not just the DOM.
  expect(root.querySelector('output')?.textContent).toBe('ada@recur.ng')
  expect(root.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('secret')
  expect(document.activeElement).toBe(root.querySelector('input[name="password"]'))
  reactRoot.unmount()
})

it('follows what the visitor types after it starts following, until it stops', () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = '<form><input name="email"></form>'
  const handOver = followHandOver(root)
  const email = root.querySelector('input')!
  email.value = 'ada@recur.ng'
  email.dispatchEvent(new Event('input', { bubbles: true }))
  const left = handOver.stop()
  expect(left.values).toEqual([['email', 'ada@recur.ng']])
  email.value = 'later@recur.ng'
  email.dispatchEvent(new Event('input', { bubbles: true }))
  expect(left.values).toEqual([['email', 'ada@recur.ng']])
})

it('submits the rendered form again when the visitor submitted it on the static page', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = '<form><input name="email"></form><form><input name="code"></form>'
  const handOver = followHandOver(root)
  const email = root.querySelector('input')!
  email.value = 'ada@recur.ng'
  email.dispatchEvent(new Event('input', { bubbles: true }))
  // What the page's boot script does with a submit before the app has loaded.
  const form = root.querySelector('form')!
  form.setAttribute(SUBMIT_REQUESTED, '')
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  const left = handOver.stop()
  expect(left.submitted).toBe(0)

  const sent = vi.fn()
  const reactRoot = createRoot(root)
  await act(async () =>
    reactRoot.render(
      <>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            sent(new FormData(event.currentTarget).get('email'))
          }}
        >
          <input name="email" defaultValue="" />
        </form>
        <form onSubmit={() => sent('the other form')}>
          <input name="code" defaultValue="" />
        </form>
      </>,
    ),
  )
  await act(async () => applyHandOver(root, left))
  await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('ada@recur.ng'))
  expect(sent).toHaveBeenCalledTimes(1)
  reactRoot.unmount()
})

it('submits nothing when the visitor did not submit on the static page', () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = '<form><input name="email"></form>'
  expect(readHandOver(root).submitted).toBeUndefined()
})

it('presses again, once the app has rendered, the button pressed on the prerendered page', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  // Two buttons of one name: the second was pressed (the boot script marked it).
  root.innerHTML = `<button aria-label="Open menu"></button><button aria-label="Open menu" ${PRESS_REQUESTED}></button>`
  const handOver = readHandOver(root)
  expect(handOver.pressed).toEqual({ name: 'Open menu', index: 1 })

  const onPress = vi.fn()
  const reactRoot = createRoot(root)
  await act(async () =>
    reactRoot.render(
      <>
        <button aria-label="Open menu" onClick={() => onPress('first')} />
        <button aria-label="Open menu" onClick={() => onPress('second')} />
      </>,
    ),
  )
  vi.useFakeTimers()
  try {
    applyHandOver(root, handOver)
    // In a task after the commit's.
    expect(onPress).not.toHaveBeenCalled()
    vi.runAllTimers()
  } finally {
    vi.useRealTimers()
  }
  expect(onPress.mock.calls).toEqual([['second']])
  reactRoot.unmount()
})

it('gives the focus to the same button on the rendered page', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = '<button aria-label="Open menu"></button><a href="/wallet">Wallet</a>'
  root.querySelector('button')!.focus()
  const handOver = readHandOver(root)
  expect(handOver).toMatchObject({
    focused: undefined,
    focusedButton: { name: 'Open menu', index: 0 },
  })

  const reactRoot = createRoot(root)
  await act(async () => reactRoot.render(<button aria-label="Open menu" />))
  await act(async () => applyHandOver(root, handOver))
  expect(document.activeElement).toBe(root.querySelector('button'))
  reactRoot.unmount()
})
