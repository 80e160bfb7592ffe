import { expect, type BrowserContext, type Page } from '@playwright/test'
import { openMenu } from '../support'

/** The screen whose chunk a release test takes away: a chunk no earlier step has loaded. */
export const goneChunk = '**/assets/SupportScreen-*.js'

/**
 * Opens Support from the menu while its chunk answers 404 once (as after a release), and expects
 * the tab to reload into the page asked for, never the broken page. `routes` is where the 404 is
 * set: the page, or the context (which also sees what a service worker asks the network for).
 */
export async function expectReloadIntoRelease(page: Page, routes: Page | BrowserContext) {
  let refused = 0
  await routes.route(goneChunk, (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not found' })
    return route.continue()
  })
  const reloaded = page.waitForEvent('load')

  await (await openMenu(page)).getByRole('link', { name: 'Support' }).click()

  await reloaded
  await expect(page).toHaveURL(/\/support$/)
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible()
  await expect(page.getByText(/broken page/)).toHaveCount(0)
  expect(refused).toBe(2)
}
