import { act, type ReactNode } from 'react'
import { expect, it } from 'vitest'
import { mountReact } from '../testing/mountReact'
import { KeepFocus } from './KeepFocus'

const standIn = <button type="button">Stand-in</button>
const part = (
  <div>
    <p>The part</p>
    <button type="button">Part</button>
  </div>
)

/**
 * A button before the place, and the stand-in in it; `focus` picks which of the two has the
 * focus before the part takes the stand-in's place. Returns what has the focus after.
 */
function replaceStandIn(focus: 'before' | 'stand-in'): string | null | undefined {
  const { container, root } = mountReact()
  const page = (content: ReactNode) => (
    <>
      <button type="button">Before</button>
      <KeepFocus>{content}</KeepFocus>
    </>
  )
  act(() => root.render(page(standIn)))
  container.querySelectorAll('button')[focus === 'before' ? 0 : 1]!.focus()
  act(() => root.render(page(part)))
  return document.activeElement?.textContent
}

it('hands the focus the stand-in had to the first control of what takes its place', () => {
  expect(replaceStandIn('stand-in')).toBe('Part')
})

it('leaves the focus where it is when the stand-in did not have it', () => {
  expect(replaceStandIn('before')).toBe('Before')
})
