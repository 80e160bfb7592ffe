import type { Page } from '@playwright/test'

/**
 * Holds back the answers to requests for `url` (a chunk still on its way) until the returned
 * `release` is called; then they go through as they would have.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}
