import { expect, test, type Locator, type Page } from '@playwright/test'
import { messages, todayIso } from '@recur/api'
import { addDays, addMonths, format, parseISO } from 'date-fns'
import {
  chooseDstvCompact,
  DSTV_DECLINED,
  fundThroughCheckout,
  validateAndPay,
} from './helpers/pay'
import { expectAccessible, signUp, uniqueEmail } from './support'

/** A phone (issue 17): every column of the spec readable, every action named, at 390×844. */
const PHONE = { width: 390, height: 844 }

/** 'dd-MMM-yyyy', as the app shows dates. */
const shown = (iso: string) => format(parseISO(iso), 'dd-MMM-yyyy')

interface Seed {
  name: string
  amount: number
  currency: string
  start_date: string
  end_date: string
  description?: string
}

/** Adds subscriptions through the API, as the signed-in user (the form is proven elsewhere). */
async function seed(page: Page, rows: Seed[]) {
  const token = (await page.context().cookies()).find((c) => c.name === 'recur_token')?.value
  for (const data of rows) {
    const response = await page.request.post('/api/subscriptions', {
      headers: { Authorization: `Bearer ${token}` },
      data,
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
}

/** Wholly on screen across: its box lies within 0..390 and nothing inside it is cut off. */
async function expectReadable(locator: Locator) {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  expect(box, 'has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
  expect(
    await locator.evaluate((el) => el.scrollWidth <= el.clientWidth),
    'nothing inside is cut off',
  ).toBe(true)
}

/** The value a card gives for a column: the definition after the term that names it. */
const field = (card: Locator, label: string) =>
  card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)

/** Each column's label and value on screen, with the value expected. */
async function expectFields(card: Locator, fields: Record<string, string | RegExp>) {
  for (const [label, value] of Object.entries(fields)) {
    await expectReadable(card.locator(`xpath=.//dt[normalize-space()="${label}"]`))
    await expectReadable(field(card, label))
    await expect(field(card, label)).toHaveText(value)
  }
}

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE })

  test('the subscription list and its calendar show every column, and every action names its subscription, by keyboard too', async ({
    page,
  }) => {
    const today = todayIso()
    const end = format(addMonths(parseISO(today), 1), 'yyyy-MM-dd')
    await signUp(page, uniqueEmail('phone-list'))
    const rows: Seed[] = [
      {
        name: 'Netflix Premium',
        amount: 7000,
        currency: 'NGN',
        start_date: today,
        end_date: end,
        description: 'Family plan, shared with Chidi',
      },
      { name: 'Spotify Family', amount: 17.99, currency: 'USD', start_date: today, end_date: end },
    ]
    await seed(page, rows)

    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/all-subscriptions')
    const list = page.getByRole('list', { name: 'Subscriptions' })
    await expect(list.getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('grid')).toHaveCount(0)
    // The wide table's code (react-aria's grid) is not what a phone waits for.
    expect(scripts.some((path) => path.includes('/SubscriptionGrid-'))).toBe(false)
    expect(scripts.some((path) => path.includes('/SubscriptionsScreen-'))).toBe(true)
    await expectNoSidewaysScroll(page)

    const netflix = list.getByRole('article', { name: 'Netflix Premium' })
    await expectReadable(netflix.getByRole('heading', { name: 'Netflix Premium' }))
    await expectFields(netflix, {
      Amount: '₦7,000.00',
      Category: /\S/,
      'Start Date': shown(today),
      'End Date': shown(end),
      Status: /active/i,
      'Addition Note': 'Family plan, shared with Chidi',
    })
    const spotify = list.getByRole('article', { name: 'Spotify Family' })
    await expectFields(spotify, { Amount: '$17.99', Status: /active/i })
    for (const [card, name] of [
      [netflix, 'Netflix Premium'],
      [spotify, 'Spotify Family'],
    ] as const) {
      await expectReadable(card.getByRole('link', { name: `Renew Subscription ${name}` }))
      await expectReadable(card.getByRole('link', { name: `Edit Subscription ${name}` }))
      await expectReadable(card.getByRole('button', { name: `Delete Subscription ${name}` }))
    }
    await expectAccessible(page)

    // By keyboard: from Add New, Tab goes through each card's three actions, in reading order,
    // each named with its card's subscription.
    const order = await list.getByRole('heading').allTextContents()
    expect(order.toSorted()).toEqual(['Netflix Premium', 'Spotify Family'])
    await page.getByRole('link', { name: 'Add New' }).focus()
    for (const name of order) {
      for (const [role, action] of [
        ['link', 'Renew Subscription'],
        ['link', 'Edit Subscription'],
        ['button', 'Delete Subscription'],
      ] as const) {
        await page.keyboard.press('Tab')
        const focused = page.getByRole(role, { name: `${action} ${name}` })
        await expect(focused).toBeFocused()
        await expectReadable(focused)
      }
    }
    // Enter on the last card's Delete asks about that subscription; Cancel keeps it.
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Delete Subscription' })
    await expect(dialog).toContainText('Are you sure You want to delete this subscription?')
    await expectReadable(dialog)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(list.getByRole('article')).toHaveCount(2)

    // The calendar: the month as an agenda, what each subscription does that day written out.
    await page.getByRole('radio', { name: 'Calendar View' }).click()
    await expect(page).toHaveURL(/view=calendar/)
    const month = format(parseISO(today), 'MMMM yyyy')
    const agenda = page.getByRole('list', { name: month })
    await expect(page.getByRole('table')).toHaveCount(0)
    // Both start today: the day marked as the current date, with everything the tooltip said.
    const day = agenda.locator('[aria-current="date"]')
    await expectReadable(day.getByRole('heading', { name: /Today/ }))
    await expectReadable(day.getByText('Netflix Premium'))
    await expectReadable(day.getByText('NGN ₦7,000.00'))
    await expectReadable(day.getByText(`From ${shown(today)} to ${shown(end)}`).first())
    await expectReadable(day.getByText('Family plan, shared with Chidi'))
    await expectReadable(day.getByText('USD $17.99'))
    await expect(day.getByText('Starts')).toHaveCount(2)
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })

  test('the wallet shows every column of its transactions, and a reversed debit as money given back', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('phone-wallet'))
    // A credit through the sandbox checkout.
    await fundThroughCheckout(page, '20000')

    // A bouquet the provider declines: the debit is reversed into the wallet.
    await chooseDstvCompact(page, DSTV_DECLINED)
    await validateAndPay(page)
    await expect(page.getByText(/^Payment failed: /)).toBeVisible()

    await page.goto('/wallet')
    const list = page.getByRole('list', { name: 'Transactions' })
    await expect(list.getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoSidewaysScroll(page)
    const dateTime = /^[A-Z][a-z]+ \d{2}, \d{4} \d{2}:\d{2} [AP]M$/

    const credit = list.getByRole('article', { name: 'Wallet funding' })
    await expectReadable(credit.getByText('Wallet funding'))
    await expectFields(credit, {
      Action: /Credit\s*Successful/,
      Amount: '+₦20,000.00',
      'Date & Time': dateTime,
    })

    const debit = list.getByRole('article', { name: /DStv Compact/ })
    await expectFields(debit, { Action: /Debit\s*Reversed/, 'Date & Time': dateTime })
    // Not money gone: the amount struck through, and the refund said.
    const amount = field(debit, 'Amount')
    await expectReadable(amount)
    const struck = amount.locator('s')
    await expect(struck).toHaveText(/^-₦[\d,]+\.\d{2}$/)
    const paid = (await struck.textContent())!.slice(1)
    await expectReadable(amount.getByText(`+${paid} refunded to your wallet`))
    // The balance agrees: the whole credit is still there.
    await expect(page.getByRole('link', { name: /Wallet balance/ })).toContainText('₦20,000.00')
    await expectAccessible(page)
  })

  test('Expiring Soon on the dashboard shows every column', async ({ page }) => {
    const today = todayIso()
    await signUp(page, uniqueEmail('phone-dash'))
    await seed(page, [
      {
        name: 'DStv Compact',
        amount: 15700,
        currency: 'NGN',
        start_date: today,
        end_date: format(addDays(parseISO(today), 5), 'yyyy-MM-dd'),
      },
    ])
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Expiring Soon' })
    const item = card.getByRole('article', { name: 'DStv Compact' })
    await item.scrollIntoViewIfNeeded()
    await expect(card.getByRole('table')).toHaveCount(0)
    await expectReadable(item.getByRole('heading', { name: 'DStv Compact' }))
    await expectFields(item, { Amount: '₦15,700.00', Category: /\S/, 'Days Left': '5 days' })
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })
})

/**
 * A file with a likely duplicate (line 3 repeats line 2) and a row with an error (line 4 ends
 * before it starts). Its dates are fixed: an ended period imports as history.
 */
const FLAGGED_CSV = [
  'name,amount,currency,category,start_date,end_date,auto_renew,note',
  'Netflix Premium,4400,NGN,Entertainment,2026-01-01,2026-01-31,true,Family plan',
  'Netflix Premium,4400,NGN,Entertainment,2026-01-01,2026-01-31,true,Family plan',
  'Showmax,2900,NGN,Entertainment,2026-02-20,2026-02-01,false,',
].join('\n')

/**
 * Scrolls the page down to `locator` only (never sideways, as a thumb scrolls a phone's page)
 * and expects it wholly on screen.
 */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible()
  await locator.evaluate((el) => {
    const { top, height } = el.getBoundingClientRect()
    window.scrollBy({ left: 0, top: top + height / 2 - window.innerHeight / 2 })
  })
  await expect(locator).toBeInViewport({ ratio: 1 })
  await expectReadable(locator)
}

test.describe('the import preview at 390×844', () => {
  test.use({ viewport: PHONE })

  test('shows the errors of a row and a likely duplicate without scrolling sideways', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('phone-import'))
    await page.goto('/import-subscriptions')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'subscriptions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FLAGGED_CSV),
    })
    await expect(page.getByRole('heading', { name: 'Check what will be imported' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(messages.importHasErrors)

    const rows = page.getByRole('table').getByRole('row')
    const showmax = rows.filter({ hasText: 'Showmax' })
    await expectOnScreen(page, showmax.getByText(messages.endBeforeStart))
    await expectOnScreen(page, showmax.getByText('Line 4'))
    await expectOnScreen(page, showmax.getByText('01-Feb-2026'))

    const duplicate = rows.filter({ hasText: 'Line 3' })
    await expectOnScreen(page, duplicate.getByText('Likely duplicate: left out'))
    await expectOnScreen(page, duplicate.getByText('₦4,400.00'))
    await expectOnScreen(page, duplicate.getByText('Family plan'))
    // The first Netflix Premium is the one imported.
    await expectOnScreen(page, rows.filter({ hasText: 'Line 2' }).getByText('Ready'))

    // The page never scrolls sideways, nor does anything in it.
    expect(
      await page.evaluate(() => {
        const root = document.scrollingElement!
        return root.scrollWidth <= root.clientWidth
      }),
    ).toBe(true)
    await expectReadable(page.getByRole('table'))
    await expect(page.getByRole('button', { name: 'Import 2 subscriptions' })).toBeDisabled()
    await expectAccessible(page)
  })
})

test('on a laptop the page scrolls, not the subscription table', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const today = todayIso()
  const end = format(addMonths(parseISO(today), 1), 'yyyy-MM-dd')
  await signUp(page, uniqueEmail('laptop-list'))
  await seed(
    page,
    Array.from({ length: 20 }, (_, i) => ({
      name: `Subscription ${String(i + 1).padStart(2, '0')}`,
      amount: 1000 + i,
      currency: 'NGN',
      start_date: today,
      end_date: end,
    })),
  )
  await page.goto('/all-subscriptions')
  const grid = page.getByRole('grid', { name: 'Subscriptions' })
  await expect(grid.getByRole('row').nth(8)).toBeVisible()
  // The table has no scroll box of its own: it is as tall as its 20 rows, taller than the window.
  // The virtualizer sizes the grid after its first rows are laid out: wait for that.
  await expect.poll(() => grid.evaluate((el) => el.clientHeight)).toBeGreaterThan(768)
  const { scrollHeight, clientHeight } = await grid.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }))
  expect(scrollHeight).toBe(clientHeight)
  // The window scrolls to the last row (the header is row 1).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(grid.locator('[role="row"][aria-rowindex="21"]')).toBeInViewport()
})

test.describe('under a finger at 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  /** At least WCAG 2.5.5's 44 by 44 px, the size of a fingertip (square: as wide as high). */
  async function expectFingerSized(locator: Locator, square = false) {
    // boundingBox() does not wait: a control the app is still putting in place has no box yet.
    await expect(locator).toBeVisible()
    const box = await locator.boundingBox()
    expect(box, 'has a box').not.toBeNull()
    expect(box!.height, 'high enough for a finger').toBeGreaterThanOrEqual(44)
    if (square) expect(box!.width, 'wide enough for a finger').toBeGreaterThanOrEqual(44)
  }

  test('the compact controls of the list, the form and the top bar are whole targets', async ({
    page,
  }) => {
    const today = todayIso()
    await signUp(page, uniqueEmail('phone-touch'))
    await seed(page, [
      {
        name: 'Netflix Premium',
        amount: 7000,
        currency: 'NGN',
        start_date: today,
        end_date: format(addMonths(parseISO(today), 1), 'yyyy-MM-dd'),
      },
    ])

    await page.goto('/all-subscriptions')
    // The prerendered loading view is replaced as the app takes over: measured once the rows are in.
    const card = page.getByRole('article', { name: 'Netflix Premium' })
    await expect(card).toBeVisible()
    for (const name of ['Table View', 'Calendar View']) {
      await expectFingerSized(
        page.getByRole('radio', { name }).or(page.getByRole('button', { name })),
      )
    }
    await expectFingerSized(
      card.getByRole('button', { name: 'Delete Subscription Netflix Premium' }),
    )
    await expectFingerSized(page.getByRole('link', { name: /balance/i }))

    await page.goto('/create-subscription')
    // The browser's own date input and select: each opens the phone's picker, the box a
    // finger's target.
    await expectFingerSized(page.getByLabel('Start Date', { exact: true }))
    await expectFingerSized(page.getByRole('combobox', { name: 'Currency' }))
  })
})
