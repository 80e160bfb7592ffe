import type { ReactElement } from 'react'
import { ServerStyleSheet } from 'styled-components'
import { darkTheme } from './themes'
import { customProperties } from './vars'

/**
 * For a server render of a Recur surface (the app's build prerenders its signed-out pages):
 * `render` turns the element into HTML, and `head` is what the page's <head> needs for it, the
 * styles its components used. The server render follows the light theme (there is no window to
 * ask); until the browser's own render marks the document `data-rendered`, a device set to dark
 * gets the dark theme's colours from a media rule, so the page never flashes light there.
 */
export function renderWithStyles(
  element: ReactElement,
  render: (element: ReactElement) => string,
): { html: string; head: string } {
  const sheet = new ServerStyleSheet()
  try {
    const html = render(sheet.collectStyles(element))
    const dark = customProperties(darkTheme).replace(/\n/g, ' ')
    const darkUntilRendered = `@media (prefers-color-scheme: dark) { :root:not([data-rendered]) { ${dark} color-scheme: dark; } }`
    return { html, head: `${sheet.getStyleTags()}<style>${darkUntilRendered}</style>` }
  } finally {
    sheet.seal()
  }
}
