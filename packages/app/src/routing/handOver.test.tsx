import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { applyHandOver, followHandOver, readHandOver } from './handOver'

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
