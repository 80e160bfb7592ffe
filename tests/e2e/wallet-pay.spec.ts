import { expect, test, type Page } from '@playwright/test'
import { todayIso } from '@recur/api'
import { addDays, addMonths, format, parseISO } from 'date-fns'
import {
  chooseDstvCompact,
  DSTV_DECLINED,
  DSTV_VERIFIES,
  fundThroughCheckout,
  openRenewal,
  validateAndPay,
} from './helpers/pay'
import { expectAccessible, signUp, uniqueEmail } from './support'

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
  const table = page.getByRole('table', { name: 'Transactions' })
  await expect(table.getByRole('row').filter({ hasText: 'Wallet funding' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'DStv Compact' })).toBeVisible()
  // The wallet with its transactions.
  await expectAccessible(page)
})

test('the Fund Wallet dialog says the limits first, and a refused amount says why', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('limits'))
  await page.goto('/wallet')
  await page.getByRole('button', { name: 'Fund Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const amount = dialog.getByRole('textbox', { name: /Amount/ })
  await expect(amount).toHaveAccessibleDescription(
    'In naira (NGN), from ₦100.00 to ₦1,000,000.00 at a time.',
  )
  await amount.fill('50')
  await dialog.getByRole('button', { name: 'Fund Wallet' }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('An error occurred, please try again')
  await expect(alert).toContainText('The amount must be at least ₦100.00.')
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
  await validateAndPay(page)
  await expect(page.getByText(/^Payment failed: /)).toBeVisible()
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦20,000.00')
})

/** Chooses DStv Compact on `smartcard`, pays by card, and lands on the sandbox checkout. */
async function payByCard(page: Page, smartcard: string) {
  await chooseDstvCompact(page, smartcard)
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /Card/ }) })
    .click()
  await validateAndPay(page)
  await expect(page).toHaveURL(/\/checkout\//)
  // The checkout names what is being bought, not only an amount and a reference.
  await expect(page.getByRole('heading', { name: 'You are paying for DStv Compact' })).toBeVisible()
  await expect(page.getByText(`${smartcard.slice(0, 4)}****${smartcard.slice(-2)}`)).toBeVisible()
}

test('a card payment that goes through ends on Pay with the spec success card', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('card-ok'))
  await payByCard(page, DSTV_VERIFIES)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page).toHaveURL(/\/pay\?reference=RCR-FUND-/)
  const card = page.getByRole('region', { name: 'Payment successful! 🎉' })
  await expect(card).toBeVisible()
  await expect(card).toContainText('DStv Compact')
  await expect(card).toContainText(/Card \(RCR-FUND-/)
  // The card's money went to the bouquet: the wallet is back where it was.
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦0.00')
  await expectAccessible(page)
  await card.getByRole('button', { name: 'Make another payment' }).click()
  await expect(page).toHaveURL(/\/pay$/)
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeVisible()
})

test('a card payment the provider declines ends on Pay saying the money is in the wallet', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('card-refund'))
  await payByCard(page, DSTV_DECLINED)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page).toHaveURL(/\/pay\?reference=RCR-FUND-/)
  const failed = page.getByRole('heading', { name: /^Payment failed: / })
  await expect(failed).toContainText('is now in your wallet.')
  await expect(page.getByText('In your wallet', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦19,100.00')
  await expectAccessible(page)
  await page.getByRole('link', { name: 'View your wallet' }).click()
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible()
})

test('a declined card ends on Pay saying no money was taken', async ({ page }) => {
  await signUp(page, uniqueEmail('card-declined'))
  await payByCard(page, DSTV_VERIFIES)
  await page.getByRole('button', { name: 'Use a declined test card' }).click()
  await expect(page).toHaveURL(/\/pay\?reference=RCR-FUND-/)
  await expect(
    page.getByRole('heading', {
      name: 'Payment failed: The card was declined. No money was taken from your card.',
    }),
  ).toBeVisible()
  await expect(page.getByText('Not taken from your card')).toBeVisible()
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦0.00')
})

/** 'dd-MMM-yyyy', as the app shows dates. */
const shown = (date: Date) => format(date, 'dd-MMM-yyyy')

test('renewing a paid subscription asks first, then pays from the end of the current period', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('renew-paid'))
  await fundThroughCheckout(page, '50000')
  await chooseDstvCompact(page, DSTV_VERIFIES)
  await validateAndPay(page)
  await expect(page.getByRole('heading', { name: 'Payment successful! 🎉' })).toBeVisible()
  // Bought today for a month: the period a renewal must not overlap.
  const currentEnd = addMonths(parseISO(todayIso()), 1)

  const pill = page.getByRole('link', { name: /Wallet balance/ })
  const openConfirmation = async () => {
    await openRenewal(page, 'DStv Compact')
    await expect(
      page.getByRole('heading', { name: 'Renew Subscription (Pay for Service)' }),
    ).toBeVisible()
    await expect(pill).not.toContainText('Loading')
    const balance = (await pill.textContent())?.match(/₦[\d,.]+/)?.[0]
    await page.getByRole('button', { name: 'Renew', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm payment' })
    await expect(dialog).toContainText('DStv Compact')
    await expect(dialog).toContainText(`Wallet (balance ${balance})`)
    return { dialog, balance }
  }

  // Cancel charges nothing.
  const first = await openConfirmation()
  await first.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(first.dialog).toBeHidden()
  await page.reload()
  await expect(pill).toContainText(first.balance ?? 'no balance')
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toHaveCount(0)

  // Confirm pays, and the result says how much and which period.
  const { dialog } = await openConfirmation()
  const pay = dialog.getByRole('button', { name: /^Pay ₦/ })
  const amount = (await pay.textContent())?.replace(/^Pay /, '') ?? ''
  await pay.click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()
  const start = addDays(currentEnd, 1)
  await expect(
    page.getByText(
      `${amount} was paid from your wallet. New period: ${shown(start)} to ${shown(addMonths(start, 1))}.`,
    ),
  ).toBeVisible()
  const paid = Number(amount.replace(/[₦,]/g, ''))
  const before = Number((first.balance ?? '').replace(/[₦,]/g, ''))
  await expect(pill).toContainText(
    `₦${(before - paid).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
  )
})
