import { Link } from 'react-aria-components'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AriaRouter } from './AriaRouter'

/** The href a react-aria link renders with, under the app's router bridge at `/support`. */
function renderedHref(href: string) {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/support']}>
      <AriaRouter>
        <Link href={href}>go</Link>
      </AriaRouter>
    </MemoryRouter>,
  )
  const match = /href="([^"]*)"/.exec(html)
  return match?.[1]?.replaceAll('&amp;', '&')
}

describe('AriaRouter', () => {
  it.each([
    ['mailto:support@recur.ng?subject=Support%20Request'],
    ['https://recur.ng/pricing'],
    ['tel:+2348000000000'],
    ['//cdn.recur.ng/terms.pdf'],
  ])('leaves the outside address %s as it is', (href) => {
    expect(renderedHref(href)).toBe(href)
  })

  it.each([
    ['/dashboard', '/dashboard'],
    ['/all-subscriptions?page=2', '/all-subscriptions?page=2'],
  ])('resolves the app path %s through the router', (href, expected) => {
    expect(renderedHref(href)).toBe(expected)
  })
})
