import { expect, type Page } from '@playwright/test'
import { signUp, uniqueEmail } from '../support'
import { holdRequests } from './hold'

/**
 * Signs up a new person, then opens `path` afresh with the app's entry held back: the server's
 * prerendered loading view and its boot script are all the page has until `release()` is called.
 */
export async function openLoadingView(page: Page, path: string, emailPrefix: string) {
  await signUp(page, uniqueEmail(emailPrefix))
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/)
  await page.goto(path)
  return release
}
