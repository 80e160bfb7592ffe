import { expect, test, type Page } from '@playwright/test'
import { signUp, uniqueEmail } from './support'

/** Through the sandbox checkout and back to the wallet, paying or walking away. */
async function returnFromCheckout(page: Page, button: RegExp) {
  await page.goto('/wallet')
  await page.getByRole('button', { name: 'Fund Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('5000')
  await dialog.getByRole('button', { name: 'Fund Wallet' }).click()
  await expect(page).toHaveURL(/\/checkout\//)
  await page.getByRole('button', { name: button }).click()
  await expect(page).toHaveURL(/\/wallet\?reference=/)
}

/** Issue 17, defect 1: Dismiss used to crash the whole app (React error #185). */
for (const { label, button, title } of [
  { label: 'received', button: /^Pay ₦/, title: 'Payment received' },
  { label: 'cancelled', button: /^Cancel$/, title: 'Payment cancelled' },
]) {
  test(`dismissing "${title}" leaves a working wallet page`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signUp(page, uniqueEmail(`dismiss-${label}`))
    await returnFromCheckout(page, button)
    await expect(page.getByText(title)).toBeVisible()

    await page.getByRole('button', { name: 'Dismiss' }).click()

    await expect(page.getByText(title)).toBeHidden()
    await expect(page).toHaveURL(/\/wallet$/)
    await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fund Wallet' })).toBeEnabled()
    await expect(page.getByRole('link', { name: /Wallet balance/ })).toBeVisible()
    expect(errors).toEqual([])
  })
}
