import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach } from 'vitest'

// React's act() environment, as React Testing Library would set it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let mounted: Root | undefined
afterEach(() => {
  act(() => mounted?.unmount())
  mounted = undefined
  document.body.innerHTML = ''
})

/** A React root in a fresh container in the document, unmounted after the test. */
export function mountReact(): { container: HTMLDivElement; root: Root } {
  const container = document.createElement('div')
  document.body.append(container)
  mounted = createRoot(container)
  return { container, root: mounted }
}
