import { expect, type Page } from '@playwright/test'
import { expectAccessible } from '../support'

/** The sandbox catalogue's documented test smartcards (packages/server/README.md). */
export const DSTV_VERIFIES = '7030000001'
export const DSTV_DECLINED = '7030000009'

interface FundOptions {
  /** Check the open dialog, the checkout page and the wallet it returns to with axe. */
  axe?: boolean
  /** The checkout's button to press: Pay by default, or Cancel to walk away. */
  button?: RegExp
}

/** Funds the wallet through the sandbox checkout and comes back to the wallet. */
export async function fundThroughCheckout(
  page: Page,
  amount: string,
  { axe = false, button = /^Pay ₦/ }: FundOptions = {},
) {
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
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(/\/wallet\?reference=/)
  if (axe) {
    await expect(page.getByText('Payment received')).toBeVisible()
    await expectAccessible(page)
  }
}

/** Fills Pay up to the smartcard: DStv Compact on `smartcard`. `axe`: check the service choice. */
export async function chooseDstvCompact(page: Page, smartcard: string, { axe = false } = {}) {
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
  // The sandbox's DStv Compact (packages/server/src/adapters/bills/sandbox.ts).
  await page.getByRole('combobox', { name: /Service Type/ }).selectOption('dstv-compact')
  await page.getByRole('textbox', { name: 'Smartcard Number' }).fill(smartcard)
}

/** Validates the filled Pay form and presses its Pay button. */
export async function validateAndPay(page: Page) {
  await page.getByRole('button', { name: 'Validate' }).click()
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
}

/** Opens Renew Subscription from the row of `name` in the subscriptions list. */
export async function openRenewal(page: Page, name: string) {
  await page.goto('/all-subscriptions')
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: 'Renew Subscription' })
    .click()
  await expect(page.getByRole('heading', { name: /^Renew Subscription/ })).toBeVisible()
}
