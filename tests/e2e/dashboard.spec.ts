import { todayIso } from '@recur/api'
import { expect, test, type Page } from '@playwright/test'
import { addDays, format, parseISO } from 'date-fns'
import { openLoadingView } from './helpers/loadingView'
import { openRenewal } from './helpers/pay'
import { addSubscription, expectAccessible, signIn, signUp, uniqueEmail } from './support'

const card = (page: Page, name: string) => page.getByRole('region', { name })

test('a fresh user adds subscriptions and every card follows', async ({ page }) => {
  const today = todayIso()
  await signUp(page, uniqueEmail('dash'))
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(card(page, 'Total spend')).toContainText('₦0.00')
  await expect(card(page, 'Total Entries')).toContainText('0')
  await expect(card(page, 'Expiring Soon')).toContainText('No Subscription Expiring soon')
  // A new user is invited to start.
  await expect(page.getByRole('heading', { name: 'Add your first subscription' })).toBeVisible()
  // The empty dashboard: every card's empty state.
  await expectAccessible(page)

  await addSubscription(page, {
    name: 'DStv Compact',
    amount: '15700',
    endDate: format(addDays(parseISO(today), 5), 'yyyy-MM-dd'),
  })
  await page.goto('/dashboard')
  await expect(card(page, 'Total spend')).toContainText('₦15,700.00')
  await expect(card(page, 'Total Entries')).toContainText('1')
  await expect(page.getByRole('heading', { name: 'Add your first subscription' })).toHaveCount(0)
  // The month bars are this (Lagos) year's, and the chart says so.
  await expect(card(page, 'Yearly Spend')).toContainText(`Spend by month in ${today.slice(0, 4)}`)
  const expiring = card(page, 'Expiring Soon').getByRole('row', { name: /DStv Compact/ })
  await expect(expiring).toContainText('₦15,700.00')
  await expect(expiring).toContainText('5 days')
  await expect(card(page, 'Category Statistics')).toContainText('TV')
  await expect(card(page, 'Spend By Currency')).toContainText('NGN')

  await addSubscription(page, { name: 'iCloud+ 200 GB', amount: '2.99', currency: 'USD' })
  await page.goto('/dashboard')
  await expect(card(page, 'Total Entries')).toContainText('2')
  await expect(card(page, 'Spend By Currency')).toContainText('USD')
  await expect(card(page, 'Category Statistics')).toContainText('Cloud Storage')
  // Converted at the server's rates, the total is more than the naira alone.
  await expect(card(page, 'Total spend')).not.toContainText('₦15,700.00')

  // Switching Total spend's currency changes that card.
  await card(page, 'Total spend').getByRole('combobox', { name: 'Currency' }).selectOption('USD')
  await expect(card(page, 'Total spend')).toContainText('$')

  // A renewal shows in Most Renewed.
  await openRenewal(page, 'DStv Compact')
  await page.getByRole('button', { name: 'Renew' }).click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()
  await page.goto('/dashboard')
  await card(page, 'Renewals').getByRole('button', { name: 'Most Renewed' }).click()
  await expect(card(page, 'Renewals').getByRole('list', { name: 'Most Renewed' })).toContainText(
    'DStv Compact',
  )
  await expect(card(page, 'Total Entries')).toContainText('3')
})

test('the demo account opens on a full dashboard', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'demo@recur.ng', 'recur-demo-2026')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(card(page, 'Total Entries')).not.toContainText(/^\s*0\s*$/)
  await expect(
    card(page, 'Expiring Soon').getByRole('row', { name: /DStv Compact/ }),
  ).toContainText('Today')
  for (const code of ['NGN', 'USD', 'GBP', 'EUR']) {
    await expect(card(page, 'Spend By Currency')).toContainText(code)
  }
  await card(page, 'Renewals').getByRole('button', { name: 'Most Renewed' }).click()
  await expect(card(page, 'Renewals').getByRole('list', { name: 'Most Renewed' })).toContainText(
    'Netflix Premium',
  )
  // The dashboard with data: charts, legends, the tables and the open ranking.
  await expectAccessible(page)
})

test('the theme chosen in the menu holds across a reload, and System follows the device', async ({
  page,
}) => {
  const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)
  await page.emulateMedia({ colorScheme: 'light' })
  await signUp(page, uniqueEmail('theme'))
  await expect.poll(scheme).toBe('light')

  await page.getByRole('button', { name: /menu/i }).click()
  const theme = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('radiogroup', { name: 'Theme' })
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked()
  await theme.getByRole('radio', { name: 'Dark' }).click()
  await expect.poll(scheme).toBe('dark')
  // The menu in dark (chosen, so the device's scheme no longer applies).
  await expectAccessible(page, ['dark'])

  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect.poll(scheme).toBe('dark')

  await page.getByRole('button', { name: /menu/i }).click()
  await theme.getByRole('radio', { name: 'System' }).click()
  await expect.poll(scheme).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(scheme).toBe('dark')
})

test("a signed-in visit paints the dashboard's loading view before the app's script has run, then the app takes over, menu pressed and all", async ({
  page,
}) => {
  const release = await openLoadingView(page, '/dashboard', 'frame')
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading dashboard' })).toBeAttached()
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('Loading...')
  await expect(page.locator('html')).not.toHaveAttribute('data-rendered')
  // The menu pressed before the app has loaded opens once it has.
  await page.getByRole('button', { name: 'Open menu' }).click()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-rendered')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  await expect(card(page, 'Total spend')).toContainText('₦0.00')
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦0.00')
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toHaveCount(1)
})

test('a button focused by keyboard on the loading view keeps the focus once the app has taken over', async ({
  page,
}) => {
  const release = await openLoadingView(page, '/dashboard', 'frame-focus')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await page.keyboard.press('Tab')
  await expect(menuButton).toBeFocused()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-rendered')
  await expect(menuButton).toBeFocused()
})
