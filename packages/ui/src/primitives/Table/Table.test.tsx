import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { useRowWindow } from './Table'

// React's act() environment, as React Testing Library would set it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** The rows a table of `count` rows `rowHeight` rem tall hands react-aria, render by render. */
function rowsByRender(count: number, rowHeight: number) {
  const renders: number[][] = []
  function Probe() {
    const { indices, tableProps } = useRowWindow({ count, rowHeight })
    renders.push([...indices])
    return <table ref={tableProps.ref} />
  }
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(<Probe />))
  return renders
}

/*
 * The render after a table's mount (its layout effect's) is one React never splits: the rows in
 * view come in the render that mounts the table, which a transition does in slices.
 */
it('hands react-aria the rows that can be in view as the table mounts, before it is measured', () => {
  // jsdom: a 768 px window, 16 px to the rem, a table at its top.
  const rowsThatFit = Math.ceil(innerHeight / (3 * 16))
  const renders = rowsByRender(200, 3)
  expect(renders[0]).toEqual(Array.from({ length: rowsThatFit }, (_, index) => index))
  // Measured, they are the rows in view: nothing renders again before the paint.
  expect(renders).toHaveLength(1)
})

it('hands react-aria every row of a table shorter than the window as it mounts', () => {
  expect(rowsByRender(3, 3)[0]).toEqual([0, 1, 2])
})

it('keeps the rows rendered as the table mounts when fewer are in view, until the next frame', () => {
  // The table 300 px down the window: fewer rows in view than fit in the window.
  vi.spyOn(HTMLTableElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ y: 300, height: 0 }),
  )
  const renders = rowsByRender(200, 3)
  expect(renders).toHaveLength(1)
  expect(renders[0]).toHaveLength(Math.ceil(innerHeight / (3 * 16)))
})
