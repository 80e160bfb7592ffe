import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signUp, uniqueEmail } from './support'

/*
 * A browser paints what it has parsed so far when its parser pauses: for data still on its way,
 * or because its time slice is up (on a busy phone, in about one load of 25 here). The sign-up
 * form is centred in its column, so half of it painted sits lower than the whole form, which then
 * moves up as the rest arrives. The prerendered page shows nothing of #root until all of it is in
 * (packages/app/scripts/prerender.mjs). Here the page is sent in two parts, the second held back
 * until the first has been painted, as the slowest network would.
 */
const built = path.resolve('packages/app/dist/prerendered/signup.html')

let server: Server | undefined
test.afterEach(() => server?.close())

test('a prerendered page parsed in two parts paints whole, with no layout shift', async ({
  page,
}) => {
  const html = readFileSync(built, 'utf8')
  // The cut falls inside the form, after its first field.
  const cut = html.indexOf('</label>', html.indexOf('<form')) + '</label>'.length
  expect(cut).toBeGreaterThan(html.indexOf('<form'))
  let sendRest = () => {}
  const restSent = new Promise<void>((resolve) => (sendRest = resolve))
  server = createServer((request, response) => {
    if (request.url !== '/signup') return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.write(html.slice(0, cut))
    void restSent.then(() => response.end(html.slice(cut)))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const frames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )

  await page.goto(`http://127.0.0.1:${port}/signup`, { waitUntil: 'commit' })
  // The first part parsed, and two frames rendered from it.
  await page.waitForFunction(() => document.querySelector('#root form label') !== null)
  await frames()
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()

  sendRest()
  await page.waitForLoadState('domcontentloaded')
  await frames()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
})

/*
 * A prerendered page has its stylesheet (the @font-face rules) inlined. The app's lazy chunks list
 * that stylesheet among what they need, and Vite's preload helper adds a <link> for one it does
 * not find in the document: applied again, its faces had the browser lay the whole page out
 * again. The page carries a disabled <link> to the file, which the helper finds.
 */
test('a signed-in prerendered page never downloads the stylesheet it has inlined', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('inlined-css'))
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  await page.goto('/all-subscriptions')
  // The prerendered copy: its @font-face rules inlined.
  const inlined = () =>
    [...document.querySelectorAll('head style')].some((style) =>
      style.textContent?.includes('@font-face'),
    )
  expect(await page.evaluate(inlined)).toBe(true)
  // Once the app has taken the page over (TakeOver marks the document), into the form: its
  // chunks are among those that list the stylesheet.
  await page.waitForFunction(() => 'rendered' in document.documentElement.dataset)
  await page.getByRole('link', { name: 'Add New' }).first().click()
  await expect(page.getByLabel('Subscription', { exact: true })).toBeVisible()
  expect(stylesheets).toEqual([])
  await expect(page.locator('head link[rel="stylesheet"]:not([disabled])')).toHaveCount(0)
})
