import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { messages } from '@recur/api'
import { SUBTRACKR_EXPORT, WALLOS_EXPORT } from '@recur/api/mocks'
import { holdRequests } from './helpers/hold'
import { addSubscription, expectAccessible, signUp, uniqueEmail } from './support'

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

/** Chooses a file on the import screen, as a person does through the file chooser. */
async function chooseFile(page: Page, name: string, content: string | Buffer, mimeType: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType, buffer: Buffer.from(content) })
}

test('imports a Wallos export and a SubTrackr export, and sees their rows', async ({ page }) => {
  await signUp(page, uniqueEmail('import'))
  await page.goto('/all-subscriptions')
  // An empty list offers the import; so does the toolbar.
  await page.getByRole('link', { name: 'Import from a file' }).click()
  await expect(page).toHaveURL(/\/import-subscriptions$/)
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toBeVisible()
  await expectAccessible(page)

  await chooseFile(page, 'subscriptions.json', WALLOS_EXPORT, 'application/json')
  await expect(page.getByText('Wallos JSON export')).toBeVisible()
  await expect(row(page, 'City Gym')).toContainText('kr → NGN')
  await expect(row(page, 'Google One')).toContainText('Cloud → Cloud Storage')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Import 5 subscriptions' }).click()
  await expect(page.getByRole('heading', { name: '5 subscriptions imported' })).toBeVisible()
  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  await expect(page).toHaveURL(/\/all-subscriptions$/)
  for (const name of ['Netflix', 'Spotify Family', 'Google One', 'City Gym', 'DStv Premium']) {
    await expect(row(page, name)).toBeVisible()
  }
  await expect(row(page, 'Google One')).toContainText('£19.99')

  await page.goto('/import-subscriptions')
  await chooseFile(page, 'subscriptions.csv', SUBTRACKR_EXPORT, 'text/csv')
  await expect(page.getByText('SubTrackr CSV export')).toBeVisible()
  // SubTrackr's Netflix is Wallos's Netflix, the same period: a likely duplicate, left out.
  await expect(row(page, 'Netflix')).toContainText('Likely duplicate: left out')
  await page.getByRole('button', { name: 'Import 3 subscriptions' }).click()
  await expect(page.getByRole('heading', { name: '3 subscriptions imported' })).toBeVisible()
  await expect(page.getByText('1 likely duplicate was left out.')).toBeVisible()
  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  for (const name of ['Notion', 'Duolingo Super', 'Headspace']) {
    await expect(row(page, name)).toBeVisible()
  }
  await expect(row(page, 'Netflix')).toHaveCount(1)

  // The same file again: every row a likely duplicate, left out, so nothing to import.
  await page.goto('/import-subscriptions')
  await chooseFile(page, 'again.csv', SUBTRACKR_EXPORT, 'text/csv')
  await expect(page.getByText('Likely duplicate: left out')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Import 0 subscriptions' })).toBeDisabled()
})

test('bad files get a clear message, never a crash', async ({ page }) => {
  await signUp(page, uniqueEmail('badfile'))
  await page.goto('/import-subscriptions')
  const alert = page.getByRole('alert')

  await chooseFile(
    page,
    'latin1.csv',
    Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9]),
    'text/csv',
  )
  await expect(alert).toContainText(messages.importNotUtf8)

  await chooseFile(page, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png')
  await expect(alert).toContainText(messages.importWrongType)

  await chooseFile(page, 'empty.csv', '', 'text/csv')
  await expect(alert).toContainText(messages.importEmpty)

  // 50 MB: refused before anything is sent.
  const dir = await mkdtemp(path.join(tmpdir(), 'recur-import-'))
  try {
    const big = path.join(dir, 'big.csv')
    await writeFile(big, '')
    await truncate(big, 50 * 1024 * 1024)
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/imports')) sent.push(request.url())
    })
    await page.locator('input[type="file"]').setInputFiles(big)
    await expect(alert).toContainText(messages.importFileTooLarge)
    expect(sent).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }

  // A formula is a name like any other: saved and shown as text.
  const formula = '=HYPERLINK("http://example.com","Click me")'
  await chooseFile(
    page,
    'formula.csv',
    `name,amount,currency,start_date,end_date\n"${formula.replaceAll('"', '""')}",500,NGN,2026-01-01,2026-01-31\n`,
    'text/csv',
  )
  await page.getByRole('button', { name: 'Import 1 subscription' }).click()
  await page.getByRole('link', { name: 'View Subscriptions' }).click()
  await expect(page.getByRole('rowheader', { name: formula })).toBeVisible()
})

/**
 * Every row of the list, as its text: the grid's, not the skeleton's, which a wide window shows
 * until the grid's code is in, even when the rows are (a reload answered from the worker's cache).
 */
const tableText = async (page: Page) => {
  const rows = page.getByRole('grid', { name: 'Subscriptions' }).getByRole('row')
  await expect(rows.nth(1)).toBeVisible()
  return rows.allInnerTexts()
}

/** The main view's text once nothing in it is loading ('Loading...', 'Loading subscriptions'). */
const mainText = async (page: Page) => {
  const main = page.getByRole('main')
  await expect(main.getByText(/^Loading/)).toHaveCount(0)
  return main.innerText()
}

test('exports, deletes everything, imports the export, and sees the same table, calendar and dashboard', async ({
  page,
}) => {
  // A long journey (two adds, two exports, deleting, importing, three screens compared): a
  // loaded machine took it past the 30 s a test gets.
  test.slow()
  await signUp(page, uniqueEmail('roundtrip'))
  await addSubscription(page, { name: 'Netflix Premium', amount: '7000.5', note: 'Family, "4K"' })
  await addSubscription(page, { name: 'Spotify Family', amount: '12.3', currency: 'USD' })
  await page.goto('/all-subscriptions')
  await row(page, 'Netflix Premium').getByRole('link', { name: 'Renew Subscription' }).click()
  await page.getByRole('button', { name: 'Renew' }).click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()

  const seen = async () => {
    await page.goto('/all-subscriptions')
    const table = await tableText(page)
    await page.getByRole('radio', { name: 'Calendar View' }).click()
    // The table stays until the calendar replaces it (its part, then its month): wait for the
    // calendar, named by its month, before reading the page.
    await expect(page.getByRole('region', { name: /^\w+ \d{4}$/ })).toBeVisible()
    const calendar = await mainText(page)
    await page.goto('/dashboard')
    await expect(page.getByText('Total Entries')).toBeVisible()
    const dashboard = await mainText(page)
    return { table, calendar, dashboard }
  }
  const before = await seen()
  expect(before.table).toHaveLength(3 + 1)

  await page.goto('/all-subscriptions')
  await expect(row(page, 'Spotify Family')).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: 'JSON (Recur backup)' }).click()
  const exported = await readFile(await (await downloading).path())

  // Delete everything.
  for (let left = 3; left > 0; left--) {
    await page
      .getByRole('button', { name: /^Delete Subscription/ })
      .first()
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('button', { name: /^Delete Subscription/ })).toHaveCount(left - 1)
  }
  await expect(page.getByText('No subscriptions yet')).toBeVisible()

  await page.getByRole('link', { name: 'Import from a file' }).click()
  await chooseFile(page, 'recur-subscriptions.json', exported, 'application/json')
  await expect(page.getByText('Recur JSON export')).toBeVisible()
  await expect(row(page, 'Netflix Premium').filter({ hasText: 'Renews line 1' })).toBeVisible()
  await page.getByRole('button', { name: 'Import 3 subscriptions' }).click()
  await expect(page.getByRole('heading', { name: '3 subscriptions imported' })).toBeVisible()

  expect(await seen()).toEqual(before)
})

test.describe('Export pressed before its menu has arrived', () => {
  // The worker would answer the menu's chunk from its cache, out of this test's reach.
  test.use({ serviceWorkers: 'block' })

  test('opens the menu as it arrives, on its first file', async ({ page }) => {
    await signUp(page, uniqueEmail('export-early'))
    await addSubscription(page, { name: 'Spotify Family', amount: '4800' })
    const release = await holdRequests(page, /\/assets\/ExportMenu-[\w-]+\.js$/)
    await page.goto('/all-subscriptions')
    await expect(row(page, 'Spotify Family')).toBeVisible()
    await page.getByRole('button', { name: 'Export' }).click()
    await expect(page.getByRole('menu')).toHaveCount(0)
    release()
    const menu = page.getByRole('menu', { name: 'Export' })
    await expect(menu.getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toBeFocused()
    const downloading = page.waitForEvent('download')
    await menu.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).click()
    expect((await downloading).suggestedFilename()).toMatch(/\.csv$/)
  })

  test('keeps the focus on Export as the menu takes the place of its stand-in', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('export-focus'))
    await addSubscription(page, { name: 'Spotify Family', amount: '4800' })
    const release = await holdRequests(page, /\/assets\/ExportMenu-[\w-]+\.js$/)
    await page.goto('/all-subscriptions')
    await expect(row(page, 'Spotify Family')).toBeVisible()
    const exportButton = page.getByRole('button', { name: 'Export' })
    await exportButton.focus()
    release()
    // The menu's trigger, unlike its stand-in, says whether the menu is open.
    await expect(exportButton).toHaveAttribute('aria-expanded', 'false')
    await expect(exportButton).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Export' })
    await expect(menu.getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toBeFocused()
  })
})
