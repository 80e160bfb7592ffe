import { expect, test } from '@playwright/test'
import { expectReloadIntoRelease } from './helpers/release'
import { openMenu, signUp, uniqueEmail } from './support'

/*
 * A tab opened before a release asks for screens by the chunk names of the release it runs; once
 * the server has the new release, those names are gone (404). The tab reloads into the new release
 * on the page that was asked for, instead of showing the broken page.
 */
test('a tab from before a release reloads into it when a screen it asks for is gone', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('release'))
  await expectReloadIntoRelease(page, page)
})

test('a screen that stays missing after the reload shows the broken page, without a reload loop', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('missing'))
  await page.route('**/assets/SupportScreen-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  let loads = 0
  page.on('load', () => loads++)

  await (await openMenu(page)).getByRole('link', { name: 'Support' }).click()

  await expect(page.getByText(/broken page/)).toBeVisible()
  expect(loads).toBe(1)
})

test('the broken page offers Try again and a way to the dashboard', async ({ page }) => {
  await signUp(page, uniqueEmail('broken'))
  await page.route('**/assets/SupportScreen-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  await (await openMenu(page)).getByRole('link', { name: 'Support' }).click()
  await expect(page.getByText(/broken page/)).toBeVisible()

  // The fault is gone: Try again brings the page that was asked for.
  await page.unroute('**/assets/SupportScreen-*.js')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/support$/)
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible()

  await page.route('**/assets/SupportScreen-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  await page.goto('/dashboard')
  await (await openMenu(page)).getByRole('link', { name: 'Support' }).click()
  await expect(page.getByText(/broken page/)).toBeVisible()
  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
})
