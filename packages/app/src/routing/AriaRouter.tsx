import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom'

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions
  }
}

/** A scheme (`mailto:`, `https:`) or a protocol-relative `//host`: not a path in the app. */
const EXTERNAL_HREF = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** The router's href for a path in the app; an outside address exactly as given. */
function useAppHref(href: string) {
  const resolved = useHref(href)
  return EXTERNAL_HREF.test(href) ? href : resolved
}

/** Lets every react-aria link and button with an `href` navigate through react-router. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  )
}
