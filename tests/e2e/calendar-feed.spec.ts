import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expectAccessible, signIn } from './support'

/*
 * Issue 16: the demo account's private calendar feed, made in Settings, read by a calendar app
 * (a request with no session), parsed with ical.js, then turned off; and the reminder setting,
 * kept across a reload.
 */

const DEMO = { email: 'demo@recur.ng', password: 'recur-demo-2026' }

/** How many subscription periods the signed-in account has, from the API itself. */
async function periodCount(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'recur_token')?.value
  const response = await page.request.get('/api/subscriptions?per_page=1', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { total: number } }).data.total
}

test('the calendar feed: made, read by a calendar app, parsed, turned off', async ({
  page,
  playwright,
}) => {
  await page.goto('/login')
  await signIn(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const periods = await periodCount(page)
  expect(periods).toBeGreaterThan(50)

  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Calendar feed' })
  await section.getByRole('button', { name: 'Create calendar address' }).click()
  const address = section.getByRole('textbox', { name: 'Calendar address' })
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/)
  const url = await address.inputValue()
  await expect(section.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  )
  await expectAccessible(page)

  // A calendar app: no cookie, no session, only the address.
  const app = await playwright.request.newContext()
  try {
    const answer = await app.get(url)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(periods)
    expect(new Set(events.map((e) => e.getFirstPropertyValue('uid'))).size).toBe(periods)
    for (const event of events) {
      expect(String(event.getFirstPropertyValue('summary'))).toMatch(/ (renews|ends)$/)
      expect(event.getFirstSubcomponent('valarm')).not.toBeNull()
    }
    // Asked again with its ETag: nothing has changed, nothing is sent.
    const etag = answer.headers()['etag']!
    const again = await app.get(url, { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)

    // Shown once: after a reload the address is gone, the feed is on.
    await page.reload()
    await expect(section.getByText(/Your calendar feed is on/)).toBeVisible()
    await expect(section.getByRole('textbox')).toHaveCount(0)

    await section.getByRole('button', { name: 'Turn off feed' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Turn off calendar feed?' })
    await dialog.getByRole('button', { name: 'Turn off feed' }).click()
    await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeVisible()
    expect((await app.get(url)).status()).toBe(404)
  } finally {
    await app.dispose()
  }
})

test('the reminder setting is kept', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Reminders' })
  await expect(section.getByRole('radio', { name: '3 days before' })).toBeChecked()
  await section.getByText('7 days before').click()
  await section.getByRole('button', { name: 'Save reminders' }).click()
  await expect(section.getByText('Your reminder setting has been saved.')).toBeVisible()
  await page.reload()
  await expect(section.getByRole('radio', { name: '7 days before' })).toBeChecked()
  // Put back, so the demo account is as seeded for the journeys after this one.
  await section.getByText('3 days before').click()
  await section.getByRole('button', { name: 'Save reminders' }).click()
  await expect(section.getByText('Your reminder setting has been saved.')).toBeVisible()
})
