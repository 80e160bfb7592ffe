import { expect, test } from '@playwright/test'
import { fundThroughCheckout } from './helpers/pay'
import { signUp, uniqueEmail } from './support'

/** Issue 17, defect 1: Dismiss used to crash the whole app (React error #185). */
for (const { label, button, title } of [
  { label: 'received', button: /^Pay ₦/, title: 'Payment received' },
  { label: 'cancelled', button: /^Cancel$/, title: 'Payment cancelled' },
]) {
  test(`dismissing "${title}" leaves a working wallet page`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signUp(page, uniqueEmail(`dismiss-${label}`))
    // Through the sandbox checkout and back to the wallet, paying or walking away.
    await fundThroughCheckout(page, '5000', { button })
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
