import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

export const PASSWORD = 'Naira-2026-secure'

/** A unique address per test, so runs never collide on the one database. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signup')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: /menu/i }).click()
  return page.getByRole('dialog', { name: 'Menu' })
}

export async function signOut(page: Page) {
  await openMenu(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** Sets a browser date input (the subscription form's dates) to `iso`, 'YYYY-MM-DD'. */
export async function fillDate(page: Page, label: string, iso: string) {
  await page.getByLabel(label, { exact: true }).fill(iso)
  await page.keyboard.press('Tab')
}

export interface NewSubscription {
  name: string
  amount: string
  /** A code: 'USD'; NGN when absent (the create default). */
  currency?: string
  /** 'YYYY-MM-DD'; a month after the start when absent (the create default). */
  endDate?: string
  note?: string
}

/** Adds a subscription through the Add New Subscription form and waits for its success. */
export async function addSubscription(
  page: Page,
  { name, amount, currency, endDate, note }: NewSubscription,
) {
  await page.goto('/create-subscription')
  await page.getByLabel('Subscription', { exact: true }).fill(name)
  if (currency) {
    await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency)
  }
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount)
  if (endDate) await fillDate(page, 'End Date', endDate)
  if (note !== undefined) await page.getByLabel('Additional Note').fill(note)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your Subscription has been successfully saved!')).toBeVisible()
}

interface OutboxEntry {
  to: string
  subject: string
  links: string[]
  date: string
}

/** The newest e-mailed link to `to` from the server's on-disk outbox. */
export async function latestMailedLink(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.json'),
    )
    const entries = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxEntry),
    )
    const mine = entries.filter((e) => e.to === to).sort((a, b) => b.date.localeCompare(a.date))
    const link = mine[0]?.links[0]
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${to} in ${dir}`)
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
]

/** The time one axe pass may add to a test. */
const AXE_BUDGET_MS = 10_000

/** The rules whose outcome depends on colours, so on the colour scheme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

export type ColorScheme = 'light' | 'dark'

/**
 * axe's violations on the page as it stands, one line per failing element, in each colour
 * scheme: the app follows the operating system's (RecurThemeProvider's 'system'), so the
 * scheme is emulated and the check waits until :root's color-scheme has followed. Pages
 * without a theme (the server's sandbox checkout) report 'normal' and are checked as they are.
 */
export async function axeViolations(
  page: Page,
  schemes: readonly ColorScheme[] = ['light', 'dark'],
): Promise<string[]> {
  const initial: ColorScheme = (await page.evaluate(
    () => matchMedia('(prefers-color-scheme: dark)').matches,
  ))
    ? 'dark'
    : 'light'
  const lines: string[] = []
  for (const colorScheme of schemes) {
    // Reduced motion: no colour transition is caught half-way by the contrast check.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await page.waitForFunction((scheme) => {
      const applied = getComputedStyle(document.documentElement).colorScheme
      return applied === scheme || applied === 'normal'
    }, colorScheme)
    const builder = new AxeBuilder({ page })
      // Legacy mode runs axe in the page itself instead of opening a blank page to gather each
      // result: half the time or less, and our pages have no cross-origin frames it would miss.
      .setLegacyMode()
      // react-aria's live announcer keeps a spoken aria-labelledby for a while after the element
      // it names is gone; it is hidden and not ours to label (as in .storybook/preview.tsx).
      .exclude('[data-live-announcer]')
    // Only colour differs between the schemes: after the first, only the colour rules run again.
    const { violations } = await (
      colorScheme === schemes[0] ? builder.withTags(AXE_TAGS) : builder.withRules(COLOUR_RULES)
    ).analyze()
    for (const violation of violations) {
      for (const node of violation.nodes) {
        const detail = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message
        lines.push(
          `[${colorScheme}] ${violation.id} (${violation.impact ?? node.impact ?? 'n/a'}): ` +
            `${node.target.join(' ')}${detail ? ` — ${detail}` : ''}`,
        )
      }
    }
  }
  await page.emulateMedia({ colorScheme: initial, reducedMotion: 'no-preference' })
  return lines
}

/** Fails with a readable list (scheme, rule, impact, element, why) if axe finds any violation. */
export async function expectAccessible(
  page: Page,
  schemes: readonly ColorScheme[] = ['light', 'dark'],
) {
  // An axe pass is seconds of work on a busy machine: each check adds to the test's budget.
  test.info().setTimeout(test.info().timeout + AXE_BUDGET_MS * schemes.length)
  const lines = await axeViolations(page, schemes)
  const where = new URL(page.url()).pathname
  expect(lines.length, `axe violations on ${where}:\n${lines.join('\n')}\n`).toBe(0)
}
