import { todayIso } from '@recur/api'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { addDays, addMonths, format, parseISO, subDays } from 'date-fns'
import { uniqueEmail, PASSWORD } from './support'

/**
 * Issue #6: one whole journey by keyboard alone. After the first page.goto nothing is clicked,
 * hovered, filled or selected: focus moves with Tab (and the arrow keys inside composite
 * widgets), text is typed, and Enter, Space and Escape act. Wherever focus lands it must show.
 */

/** What has focus, for failure messages: tag, role and name. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing (the body)'
    const role = el.getAttribute('role')
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60)
    return `<${el.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}> "${name ?? ''}"`
  })
}

/**
 * Null when the focused element matches :focus-visible and something shows it: an outline on
 * it or on a near ancestor (a field's box, a tile), or inside its label (a checkbox's box).
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing has focus'
    if (!el.matches(':focus-visible')) return 'the focused element does not match :focus-visible'
    const candidates: Element[] = []
    for (let node: Element | null = el, depth = 0; node && depth < 5; depth++) {
      candidates.push(node)
      node = node.parentElement
    }
    const label = el.closest('label')
    if (label) candidates.push(...label.querySelectorAll('*'))
    const ringed = candidates.some((node) => {
      const style = getComputedStyle(node)
      return (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)'
      )
    })
    return ringed ? null : 'no focus ring on it or around it'
  })
}

async function expectFocusVisible(page: Page) {
  await expect
    .poll(async () => {
      const problem = await focusProblem(page)
      return problem && `${problem}: ${await describeFocus(page)}`
    })
    .toBeNull()
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false)

/**
 * Presses `key` until `target` has focus (at most `max` times), then checks the focus shows.
 * Fails with the target and what got focus instead.
 */
async function pressUntilFocused(page: Page, target: Locator, key: string, max = 40) {
  await expect(target).toBeAttached()
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) {
      await expectFocusVisible(page)
      return
    }
    if (presses < max) await page.keyboard.press(key)
  }
  throw new Error(
    `${max} × ${key} never focused ${target.toString()}; focus is on ${await describeFocus(page)}`,
  )
}

const tabTo = (page: Page, target: Locator, max?: number) =>
  pressUntilFocused(page, target, 'Tab', max)

/** Types into the focused field, replacing what it held. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

/** Into a react-aria grid with Tab, then the arrow keys to a link or button in a row's cell. */
async function arrowToRowAction(page: Page, grid: Locator, row: string, action: Locator) {
  await expect(grid).toBeVisible()
  for (let presses = 0; !(await grid.evaluate((el) => el.contains(document.activeElement)));) {
    if (++presses > 40) throw new Error(`Tab never entered the grid: ${await describeFocus(page)}`)
    await page.keyboard.press('Tab')
  }
  await expectFocusVisible(page)
  await pressUntilFocused(page, grid.getByRole('row', { name: row }), 'ArrowDown', 20)
  await pressUntilFocused(page, action, 'ArrowRight', 20)
}

async function openMenuByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }))
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  // Focus moves into the menu (onto the dialog itself, so no ring until Tab moves on).
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  return menu
}

async function navigateByMenu(page: Page, entry: string, url: RegExp) {
  const menu = await openMenuByKeyboard(page)
  await tabTo(page, menu.getByRole('link', { name: entry }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(url)
  await expect(menu).toBeHidden()
}

/**
 * Types a date into the focused browser date input: its parts in the order the page's locale
 * puts them, each moving on to the next when it is full.
 */
async function typeDate(page: Page, date: Date) {
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language)
      .formatToParts(new Date())
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year'),
  )
  for (const part of order)
    await page.keyboard.type(format(date, { day: 'dd', month: 'MM', year: 'yyyy' }[part]))
}

test('a whole journey by keyboard alone: sign up → subscriptions → wallet → pay → sign out', async ({
  page,
}) => {
  test.slow()
  const email = uniqueEmail('keyboard')
  const today = parseISO(todayIso())
  const name = 'Apple Music Family'

  // Sign up.
  await page.goto('/signup')
  await tabTo(page, page.getByLabel('Email Address'))
  await page.keyboard.type(email)
  await tabTo(page, page.getByLabel('Password', { exact: true }))
  await page.keyboard.type(PASSWORD)
  await tabTo(page, page.getByLabel('Confirm Password'))
  await page.keyboard.type(PASSWORD)
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()

  // Escape closes the menu and focus goes back to its button.
  const menu = await openMenuByKeyboard(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect.poll(() => isFocused(page.getByRole('button', { name: 'Open menu' }))).toBe(true)
  await expectFocusVisible(page)

  // To the list, then 'Add New': the toolbar's, the first in tab order (the empty list offers
  // another beside 'Import from a file').
  await navigateByMenu(page, 'All Subscriptions', /\/all-subscriptions$/)
  await tabTo(page, page.getByRole('link', { name: 'Add New' }).first())
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/create-subscription$/)

  // Every field of the form.
  await tabTo(page, page.getByLabel('Subscription', { exact: true }))
  await page.keyboard.type(name)

  // The browser's own select: on a focused box the arrow keys move the choice.
  const currency = page.getByRole('combobox', { name: 'Currency' })
  await tabTo(page, currency)
  for (let presses = 0; presses < 10 && (await currency.inputValue()) !== 'USD'; presses++)
    await page.keyboard.press('ArrowDown')
  await expect(currency).toHaveValue('USD')
  await expect.poll(() => isFocused(currency)).toBe(true)

  await tabTo(page, page.getByRole('textbox', { name: 'Amount' }))
  await typeOver(page, '16.99')

  // The dates: the browser's own date inputs, typed into.
  const start = subDays(today, 10)
  await tabTo(page, page.getByLabel('Start Date', { exact: true }))
  await expectFocusVisible(page)
  await typeDate(page, start)
  const end = addDays(addMonths(today, 1), 7)
  await tabTo(page, page.getByLabel('End Date', { exact: true }))
  await typeDate(page, end)
  await expect(page.getByLabel('End Date', { exact: true })).toHaveValue(format(end, 'yyyy-MM-dd'))

  await tabTo(page, page.getByLabel('Additional Note'))
  await page.keyboard.type('Shared with the family')
  const autoRenew = page.getByRole('checkbox', { name: 'Auto-Renew' })
  await tabTo(page, autoRenew)
  await page.keyboard.press('Space')
  await expect(autoRenew).not.toBeChecked()

  await tabTo(page, page.getByRole('button', { name: 'Save' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your Subscription has been successfully saved!')).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'View Subscriptions' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/all-subscriptions$/)

  // In the table, as typed.
  const grid = page.getByRole('grid')
  const row = grid.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('16.99')
  await expect(row).toContainText(format(start, 'dd-MMM-yyyy'))
  await expect(row).toContainText(format(end, 'dd-MMM-yyyy'))
  await expect(row).toContainText('Shared with the family')

  // Edit it.
  await arrowToRowAction(page, grid, name, row.getByRole('link', { name: 'Edit Subscription' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Edit Subscription' })).toBeVisible()
  await tabTo(page, page.getByLabel('Subscription', { exact: true }))
  await typeOver(page, 'Apple One')
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'View Subscriptions' }))
  await page.keyboard.press('Enter')
  const edited = grid.getByRole('row').filter({ hasText: 'Apple One' })
  await expect(edited).toBeVisible()

  // Delete it through the dialog.
  await arrowToRowAction(
    page,
    grid,
    'Apple One',
    edited.getByRole('button', { name: 'Delete Subscription' }),
  )
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Delete Subscription' })
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(edited).toHaveCount(0)

  // Fund the wallet through the sandbox checkout.
  await navigateByMenu(page, 'Wallet', /\/wallet$/)
  await tabTo(page, page.getByRole('button', { name: 'Fund Wallet' }))
  await page.keyboard.press('Enter')
  const fund = page.getByRole('dialog')
  await expect(fund).toBeVisible()
  await tabTo(page, fund.getByRole('textbox', { name: /Amount/ }))
  await page.keyboard.type('50000')
  await tabTo(page, fund.getByRole('button', { name: 'Fund Wallet' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout\//)
  await tabTo(page, page.getByRole('button', { name: 'Pay ₦50,000.00' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/wallet\?reference=/)
  await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦50,000.00')

  // Pay for a DStv bouquet.
  await navigateByMenu(page, 'Pay for Service', /\/pay$/)
  await tabTo(page, page.getByRole('textbox', { name: 'Phone' }))
  await page.keyboard.type('09031234567')
  // The services are one radio group: Tab enters it, the arrow keys move and choose.
  const services = page.getByRole('radiogroup', { name: 'Service' })
  const dstv = services.getByRole('radio', { name: 'DStv' })
  const gotv = services.getByRole('radio', { name: 'GOtv' })
  await tabTo(page, dstv)
  await expect(dstv).not.toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(gotv).toBeChecked()
  await expect.poll(() => isFocused(gotv)).toBe(true)
  await expectFocusVisible(page)
  await page.keyboard.press('ArrowLeft')
  await expect(dstv).toBeChecked()
  await expect(gotv).not.toBeChecked()
  await expectFocusVisible(page)

  // The browser's own select: on a focused box the arrow keys move the choice.
  const bouquet = page.getByRole('combobox', { name: /Service Type/ })
  await expect(bouquet).toBeEnabled()
  await tabTo(page, bouquet)
  for (let presses = 0; presses < 20 && (await bouquet.inputValue()) !== 'dstv-compact'; presses++)
    await page.keyboard.press('ArrowDown')
  await expect(bouquet).toHaveValue('dstv-compact')
  await expect(bouquet.locator('option:checked')).toHaveText(/^DStv Compact(?! Plus)/)

  await tabTo(page, page.getByRole('textbox', { name: 'Smartcard Number' }))
  await page.keyboard.type('7030000001')
  await expect(page.getByText('Adaeze Okafor')).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Validate' }))
  await page.keyboard.press('Enter')
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  await expect(pay).toBeEnabled()
  await tabTo(page, pay)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Payment successful! 🎉' })).toBeVisible()

  // Sign out.
  await openMenuByKeyboard(page)
  await tabTo(page, menu.getByRole('button', { name: 'Logout' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/login$/)
})
