import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { KeepFocus } from './KeepFocus'

// React's act() environment, as React Testing Library would set it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function mount() {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  return container
}

const standIn = <button type="button">Stand-in</button>
const part = (
  <div>
    <p>The part</p>
    <button type="button">Part</button>
  </div>
)

it('hands the focus the stand-in had to the first control of what takes its place', () => {
  const container = mount()
  act(() =>
    root!.render(
      <>
        <button type="button">Before</button>
        <KeepFocus>{standIn}</KeepFocus>
      </>,
    ),
  )
  container.querySelectorAll('button')[1]!.focus()
  act(() =>
    root!.render(
      <>
        <button type="button">Before</button>
        <KeepFocus>{part}</KeepFocus>
      </>,
    ),
  )
  expect(document.activeElement?.textContent).toBe('Part')
})

it('leaves the focus where it is when the stand-in did not have it', () => {
  const container = mount()
  act(() =>
    root!.render(
      <>
        <button type="button">Before</button>
        <KeepFocus>{standIn}</KeepFocus>
      </>,
    ),
  )
  container.querySelector('button')!.focus()
  act(() =>
    root!.render(
      <>
        <button type="button">Before</button>
        <KeepFocus>{part}</KeepFocus>
      </>,
    ),
  )
  expect(document.activeElement?.textContent).toBe('Before')
})
