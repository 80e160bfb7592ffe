import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signUp, uniqueEmail } from './support'

/** The sandbox catalogue's documented test smartcards (packages/server/README.md). */
const DSTV_VERIFIES = '7030000001'
const DSTV_DECLINED = '7030000009'

/** `axe`: check the open dialog and the checkout page with axe on the way. */
async function fundThroughCheckout(page: Page, amount: string, { axe = false } = {}) {
  await page.goto('/wallet')
  await page.getByRole('button', { name: 'Fund Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount)
  if (axe) await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Fund Wallet' }).click()
  // The sandbox checkout, served by Recur, confirms the way a real gateway does.
  await expect(page).toHaveURL(/\/checkout\//)
  // Server HTML with fixed colours and no dark scheme: checked as it is.
  if (axe) await expectAccessible(page, ['light'])
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page).toHaveURL(/\/wallet\?reference=/)
  if (axe) {
    await expect(page.getByText('Payment received')).toBeVisible()
    await expectAccessible(page)
  }
}

/** `axe`: check the service choice (before one is chosen) with axe. */
async function chooseDstvCompact(page: Page, smartcard: string, { axe = false } = {}) {
  await page.goto('/pay')
  if (axe) {
    await expect(page.getByRole('radio', { name: 'DStv' })).toBeAttached()
    await expectAccessible(page)
  }
  await page.getByRole('textbox', { name: 'Phone' }).fill('09031234567')
  // The radio itself is visually hidden inside its tile: press the tile, as a user does.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'DStv' }) })
    .click()
  await page.getByRole('button', { name: /Service Type/ }).click()
  await page.getByRole('option', { name: /^DStv Compact(?! Plus)/ }).click()
  await page.getByRole('textbox', { name: 'Smartcard Number' }).fill(smartcard)
}

test('fund the wallet, pay a DStv bouquet, and find both in the wallet and the list', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('pay'))
  await fundThroughCheckout(page, '50000', { axe: true })
  // Spec §9: the balance is polled every 3 s.
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦50,000.00', {
    timeout: 3_500,
  })

  await chooseDstvCompact(page, DSTV_VERIFIES, { axe: true })
  await expect(page.getByText('Adaeze Okafor')).toBeVisible()
  await page.getByRole('button', { name: 'Validate' }).click()
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  await expect(pay).toBeEnabled()
  // The whole form: smartcard details, the order summary, the Pay button.
  await expectAccessible(page)
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Payment successful! 🎉' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'View your Subscriptions' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'DStv Compact' })).toBeVisible()

  await page.goto('/wallet')
  const table = page.getByRole('grid', { name: /Transactions/i })
  await expect(table.getByRole('row').filter({ hasText: 'Wallet funding' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'DStv Compact' })).toBeVisible()
  // The wallet with its transactions.
  await expectAccessible(page)
})

test('a smartcard that does not verify shows the spec message', async ({ page }) => {
  await signUp(page, uniqueEmail('card'))
  await chooseDstvCompact(page, '1234567890')
  await expect(page.getByText('The smartcard number could not be verified.')).toBeVisible()
})

test('a declined payment is refunded and says why', async ({ page }) => {
  await signUp(page, uniqueEmail('declined'))
  await fundThroughCheckout(page, '20000')
  await chooseDstvCompact(page, DSTV_DECLINED)
  await page.getByRole('button', { name: 'Validate' }).click()
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page.getByText(/^Payment failed: /)).toBeVisible()
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦20,000.00')
})
