import { expect, test, type Page } from '@playwright/test'
import { todayIso } from '@recur/api'
import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns'
import { openLoadingView } from './helpers/loadingView'
import { addSubscription, expectAccessible, signUp, uniqueEmail } from './support'

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

test('add → table and calendar → edit → renew → delete (cancel keeps it)', async ({ page }) => {
  await signUp(page, uniqueEmail('subs'))
  // The form with the schema's messages under its fields.
  await page.goto('/create-subscription')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Subscription Name is required')).toBeVisible()
  await expectAccessible(page)
  // The dates are the browser's own date inputs, on the API's format.
  await expect(page.getByLabel('End Date', { exact: true })).toHaveAttribute('type', 'date')
  await expect(page.getByLabel('End Date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)

  await addSubscription(page, { name: 'Netflix Premium', amount: '7000' })
  await expectAccessible(page)
  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  await expect(page).toHaveURL(/\/all-subscriptions$/)
  await expect(row(page, 'Netflix Premium')).toContainText('7,000.00')
  await expect(row(page, 'Netflix Premium')).toContainText('active')
  await expectAccessible(page)

  await page.getByRole('radio', { name: 'Calendar View' }).click()
  await expect(page).toHaveURL(/view=calendar/)
  await expect(page.getByRole('button', { name: /Netflix Premium/ }).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('radio', { name: 'Table View' }).click()

  await row(page, 'Netflix Premium').getByRole('link', { name: 'Edit Subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Subscription' })).toBeVisible()
  await expect(page.getByLabel('Subscription', { exact: true })).toHaveValue('Netflix Premium')
  await expectAccessible(page)
  await page.getByLabel('Subscription', { exact: true }).fill('Netflix Standard')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()
  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  await expect(row(page, 'Netflix Standard')).toBeVisible()

  await row(page, 'Netflix Standard').getByRole('link', { name: 'Renew Subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Renew Subscription' })).toBeVisible()
  await expect(page.getByLabel('Subscription', { exact: true })).toHaveValue('Netflix Standard')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Renew' }).click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()
  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  await expect(row(page, 'Netflix Standard')).toHaveCount(2)

  await row(page, 'Netflix Standard')
    .first()
    .getByRole('button', { name: 'Delete Subscription' })
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete Subscription' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, 'Netflix Standard')).toHaveCount(2)

  await row(page, 'Netflix Standard')
    .first()
    .getByRole('button', { name: 'Delete Subscription' })
    .click()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(row(page, 'Netflix Standard')).toHaveCount(1)
})

test('search and filters narrow the list, and survive a reload', async ({ page }) => {
  await signUp(page, uniqueEmail('filters'))
  await addSubscription(page, { name: 'Spotify Family', amount: '2900' })
  await addSubscription(page, { name: 'DStv Compact', amount: '15700' })
  await page.goto('/all-subscriptions')
  await expect(page.getByRole('row')).toHaveCount(3) // header + 2

  await page.getByRole('searchbox', { name: 'Search' }).fill('dstv')
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  await expect(page).toHaveURL(/name=dstv/)
  await expect(row(page, 'DStv Compact')).toBeVisible()
  await expect(row(page, 'Spotify Family')).toHaveCount(0)

  await page.reload()
  await expect(row(page, 'DStv Compact')).toBeVisible()
  await expect(row(page, 'Spotify Family')).toHaveCount(0)

  await page.goto('/all-subscriptions?amount[to]=5000')
  await expect(row(page, 'Spotify Family')).toBeVisible()
  await expect(row(page, 'DStv Compact')).toHaveCount(0)
  // The filter bar with its chip.
  await expectAccessible(page)
})

test('the search runs as you type, and a search that matches nothing offers to clear it', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('nomatch'))
  await page.goto('/all-subscriptions')
  // A new account has nothing yet: that is not 'nothing matches'.
  await expect(page.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible()
  await addSubscription(page, { name: 'Spotify Family', amount: '2900' })
  await addSubscription(page, { name: 'DStv Compact', amount: '15700' })
  await page.goto('/all-subscriptions')
  await expect(page.getByRole('row')).toHaveCount(3) // header + 2

  // No Enter: the list follows the typing.
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('spot')
  await expect(page).toHaveURL(/name=spot/)
  await expect(row(page, 'Spotify Family')).toBeVisible()
  await expect(row(page, 'DStv Compact')).toHaveCount(0)

  // A filter on top that the real server matches with nothing.
  await page.goto('/all-subscriptions?name=spot&currency=EUR')
  await expect(page.getByRole('heading', { name: 'No subscriptions match' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No subscriptions yet' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/all-subscriptions$/)
  await expect(row(page, 'Spotify Family')).toBeVisible()
  await expect(row(page, 'DStv Compact')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')

  // An amount range from high to low is refused where it is typed, and never sent. (The filter
  // bar opened for the filter in the URL and stays open once cleared.)
  await expect(page.getByRole('group', { name: 'Filters' })).toBeVisible()
  const amount = page.getByRole('group', { name: 'Amount' })
  await amount.getByRole('textbox', { name: 'Amount from' }).fill('5000')
  await amount.getByRole('textbox', { name: 'Amount from' }).press('Tab')
  await expect(page).toHaveURL(/amount%5Bfrom%5D=5000|amount\[from\]=5000/)
  await amount.getByRole('textbox', { name: 'Amount to' }).fill('100')
  await amount.getByRole('textbox', { name: 'Amount to' }).press('Tab')
  await expect(amount.getByText('Amount to must be at least Amount from')).toBeVisible()
  await expect(page).not.toHaveURL(/amount(%5B|\[)to/)
  await expect(row(page, 'DStv Compact')).toBeVisible()
})

test('settings save, and the free-tier banner shows once the renewal limit is reached', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('settings'))
  await page.goto('/settings')
  const username = page.getByLabel('Username')
  await username.fill('ada-lagos')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue('ada-lagos')
  await expectAccessible(page)

  await addSubscription(page, { name: 'Showmax Pro', amount: '6300' })
  await expect(page.getByText(/historical data/i)).toHaveCount(0)
  // The e2e server's free plan allows 2 renewals (FREE_PLAN_RENEWAL_LIMIT in playwright.config).
  for (let i = 0; i < 2; i++) {
    await page.goto('/all-subscriptions')
    await row(page, 'Showmax Pro').first().getByRole('link', { name: 'Renew Subscription' }).click()
    await page.getByRole('button', { name: 'Renew' }).click()
    await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()
  }
  // At the limit, Renew says so instead of a 403 after the form is filled.
  await page.goto('/all-subscriptions')
  const renew = row(page, 'Showmax Pro').first().getByRole('link', { name: 'Renew Subscription' })
  await expect(renew).toHaveAttribute('aria-disabled', 'true')
  await expect(renew).toHaveAccessibleDescription(/renewal limit of the Free plan/)
  await page.goto('/dashboard')
  await expect(page.getByText(/historical data/i)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Total Entries' })).toContainText('3')
  // The pricing page is outside the app: its address is kept as configured.
  await expect(page.getByRole('link', { name: /See pricing/ })).toHaveAttribute(
    'href',
    /^https:\/\/[^/]/,
  )
  // The free-tier banner over a dashboard.
  await expectAccessible(page)
})

test('renewing an active subscription can start the day after its current end', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('overlap'))
  await addSubscription(page, { name: 'Canva Pro', amount: '5000' })
  // The create default: today to a month later, still running.
  const today = parseISO(todayIso())
  const currentEnd = addMonths(today, 1)
  const length = differenceInCalendarDays(currentEnd, today)
  const start = addDays(currentEnd, 1)
  const shown = (date: Date) => format(date, 'dd-MMM-yyyy')

  await page.goto('/all-subscriptions')
  await row(page, 'Canva Pro').getByRole('link', { name: 'Renew Subscription' }).click()
  // Spec §2's prefill starts today: inside the current period, and the form says so.
  await expect(page.getByText('This period overlaps the current one')).toBeVisible()
  await page.getByRole('button', { name: `Start on ${shown(start)}` }).click()
  await expect(page.getByText('This period overlaps the current one')).toHaveCount(0)
  await page.getByRole('button', { name: 'Renew', exact: true }).click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()

  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  await expect(row(page, 'Canva Pro')).toHaveCount(2)
  await expect(
    row(page, 'Canva Pro')
      .filter({ hasText: shown(start) })
      .filter({
        hasText: shown(addDays(start, length)),
      }),
  ).toHaveCount(1)
})

test("a signed-in visit paints the list's loading view before the app's script has run, and what was typed in its search is kept", async ({
  page,
}) => {
  const release = await openLoadingView(page, '/all-subscriptions', 'list-frame')
  await expect(page.getByRole('heading', { name: 'My Subscriptions' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-rendered')
  // A window as wide as this one shows the table's skeleton, and only it: CSS chose it.
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading subscriptions' })).toHaveCount(1)
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('spot')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-rendered')
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('spot')
  await expect(page).toHaveURL(/name=spot/)
  await expect(page.getByRole('heading', { name: 'No subscriptions match' })).toBeVisible()
})

test("on a phone the list's loading view shows the cards' skeleton, not the table's", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await openLoadingView(page, '/all-subscriptions', 'list-frame-phone')
  await expect(page.getByRole('heading', { name: 'My Subscriptions' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-rendered')
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Loading subscriptions' })).toHaveCount(1)
  release()
  await expect(page.locator('html')).toHaveAttribute('data-rendered')
  await expect(page.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible()
})
