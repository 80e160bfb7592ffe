import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

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
