import { todayIso } from '@recur/api'
import { expect, test, type Page } from '@playwright/test'
import { addDays, format, parseISO } from 'date-fns'
import { addSubscription, signUp, uniqueEmail } from './support'

/**
 * Issue #6: what a user types is shown as text, never run as markup. Each string would set
 * window.__xss (or add an element) if any screen put it into the page as HTML.
 */
const SCRIPT_LIKE = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
] as const

const noteOf = (name: string) => `Note: ${name}`

/** Nothing ran and nothing was made from the strings: no flag, no such element. */
async function expectNoInjection(page: Page, dialogs: string[]) {
  expect(
    await page.evaluate(() => ({
      flag: (window as { __xss?: unknown }).__xss ?? null,
      images: document.querySelectorAll('img[src="x"]').length,
      svgs: document.querySelectorAll('svg[onload]').length,
      inlineHandlers: document.querySelectorAll('[onerror], [onload]').length,
      scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    })),
  ).toEqual({ flag: null, images: 0, svgs: 0, inlineHandlers: 0, scripts: 0 })
  expect(dialogs).toEqual([])
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'recur_token')?.value
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

test('script-like names, notes and usernames are stored verbatim and shown as text', async ({
  page,
}) => {
  test.slow()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const endDate = format(addDays(parseISO(todayIso()), 5), 'yyyy-MM-dd')

  await signUp(page, uniqueEmail('script'))

  // The username, on the settings form.
  await page.goto('/settings')
  await page.getByLabel('Username').fill(SCRIPT_LIKE[0])
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Your profile has been updated.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue(SCRIPT_LIKE[0])
  await expectNoInjection(page, dialogs)
  const profile = await api<{ user: { username: string } }>(page, '/users/profile')
  expect(profile.user.username).toBe(SCRIPT_LIKE[0])

  // Three subscriptions named and noted with them, ending within the Expiring Soon window.
  for (const name of SCRIPT_LIKE) {
    await addSubscription(page, { name, amount: '1000', endDate, note: noteOf(name) })
    await expectNoInjection(page, dialogs)
  }
  const stored = await api<{ data: { name: string; description: string | null }[] }>(
    page,
    '/subscriptions?per_page=50',
  )
  expect(stored.data.map((s) => [s.name, s.description]).sort()).toEqual(
    SCRIPT_LIKE.map((name) => [name, noteOf(name)]).sort(),
  )

  // The table: name and note as text in their cells.
  await page.goto('/all-subscriptions')
  const grid = page.getByRole('grid')
  for (const name of SCRIPT_LIKE) {
    const row = grid.getByRole('row').filter({ hasText: name })
    await expect(row.getByText(name, { exact: true })).toBeVisible()
    await expect(row.getByText(noteOf(name), { exact: true })).toBeVisible()
  }
  await expectNoInjection(page, dialogs)

  // The calendar: each starts today; its tooltip repeats the name and the note.
  await page.getByRole('radio', { name: 'Calendar View' }).click()
  await expect(page).toHaveURL(/view=calendar/)
  for (const name of SCRIPT_LIKE) {
    const item = page.getByRole('button', { name: `Starts ${name}` })
    await expect(item.getByText(name, { exact: true })).toBeVisible()
    await item.hover()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip.getByText(name, { exact: true })).toBeVisible()
    await expect(tooltip.getByText(noteOf(name), { exact: true })).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(tooltip).toBeHidden()
  }
  await expectNoInjection(page, dialogs)

  // The edit form, prefilled with the exact strings.
  await page.getByRole('radio', { name: 'Table View' }).click()
  for (const name of SCRIPT_LIKE) {
    await grid
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: 'Edit Subscription' })
      .click()
    await expect(page.getByRole('heading', { name: 'Edit Subscription' })).toBeVisible()
    await expect(page.getByLabel('Subscription', { exact: true })).toHaveValue(name)
    await expect(page.getByLabel('Additional Note')).toHaveValue(noteOf(name))
    await expectNoInjection(page, dialogs)
    await page.goBack()
  }

  // One renewal, so a name reaches Most Renewed too.
  await grid
    .getByRole('row')
    .filter({ hasText: SCRIPT_LIKE[1] })
    .getByRole('link', { name: 'Renew Subscription' })
    .click()
  await page.getByRole('button', { name: 'Renew' }).click()
  await expect(page.getByText('Your Subscription has been Updated Succesfully!')).toBeVisible()

  // The dashboard's cards.
  await page.goto('/dashboard')
  const expiring = page.getByRole('region', { name: 'Expiring Soon' })
  for (const name of SCRIPT_LIKE) {
    await expect(expiring.getByText(name, { exact: true }).first()).toBeVisible()
  }
  const renewals = page.getByRole('region', { name: 'Renewals' })
  await renewals.getByRole('button', { name: 'Most Renewed' }).click()
  await expect(
    renewals.getByRole('list', { name: 'Most Renewed' }).getByText(SCRIPT_LIKE[1], { exact: true }),
  ).toBeVisible()
  await expectNoInjection(page, dialogs)
})
