import { messages, paths } from '@recur/api'
import { expect, test, type Page } from '@playwright/test'
import { holdRequests } from './helpers/hold'
import { chooseDstvCompact, DSTV_VERIFIES } from './helpers/pay'
import { expectReloadIntoRelease } from './helpers/release'
import { addSubscription, signOut, signUp, uniqueEmail } from './support'

/*
 * Installed and offline (issue 16, point 4): the service worker (packages/app/src/worker/sw.ts)
 * precaches the app; the query cache of the signed-in reads is saved in IndexedDB
 * (packages/app/src/offline/persistQueries.ts). The other journeys block the worker
 * (playwright.config.ts); these allow it.
 */
test.use({ serviceWorkers: 'allow' })

/**
 * Waits until the service worker is installed (its precache filled) and controls the page.
 *
 * The worker claims the open tabs when it activates, but Chromium's claim misses a document whose
 * navigation was under way at that moment (signing up loads /dashboard while the precache is
 * still filling): that tab stays uncontrolled until its next load, as a customer's would. Such a
 * tab is loaded again, which the active worker always controls.
 */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null)
  if (!(await controlled())) await page.reload()
  await expect.poll(controlled).toBe(true)
}

/** The signed-in reads the app saved for offline use, as JSON ('null' when there are none). */
const savedReads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('recur-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve('null')
          const read = db.transaction('queries').objectStore('queries').get('queries')
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? null))
          read.onerror = () => reject(read.error)
        }
      }),
  )

/** The saved data of the queries whose key starts with `key` (e.g. '["dashboard"'), as JSON. */
const savedData = async (page: Page, key: string) => {
  const saved = JSON.parse(await savedReads(page)) as {
    state: { queries: { queryHash: string; state: { data: unknown } }[] }
  } | null
  const queries = saved?.state.queries.filter((query) => query.queryHash.startsWith(key)) ?? []
  return JSON.stringify(queries.map((query) => query.state.data))
}

const card = (page: Page, name: string) => page.getByRole('region', { name })
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" })

test('the manifest makes Recur installable, and the page links it', async ({ page, request }) => {
  await page.goto('/login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = (await (await request.get(href!)).json()) as {
    name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({ name: 'Recur', start_url: '/dashboard', display: 'standalone' })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src)
    expect(file.status(), icon.src).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
  }
})

test('under the worker, a signed-out navigation still gets the page prerendered for it', async ({
  page,
}) => {
  await page.goto('/login')
  await workerInControl(page)
  const response = await page.goto('/signup')
  expect(response?.fromServiceWorker()).toBe(true)
  // The build's prerendered page (its submit button disabled until the app takes over), not the
  // empty app shell.
  const html = (await response?.text()) ?? ''
  expect(html).toContain('type="submit" disabled=""')
  expect(html).not.toContain('<div id="root"></div>')
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
})

test('the worker installs once the page has its answers, not while the page is loading', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page, uniqueEmail('install'))
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  // The same session in a browser that has never installed the worker.
  const fresh = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    storageState: await page.context().storageState(),
  })
  // Whether the page has asked for the worker yet (a registration shows only once its script is in).
  await fresh.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args) {
      document.documentElement.dataset.workerAsked = ''
      return register.apply(this, args)
    }
  })
  const visit = await fresh.newPage()
  const asked = () => visit.evaluate(() => 'workerAsked' in document.documentElement.dataset)
  const installed = () =>
    visit.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)

  // One of the dashboard's answers on its way: the app has taken the page over (TakeOver marks
  // the document), it is loaded and the browser idle, but the page has not settled.
  const release = await holdRequests(visit, /\/api\/dashboard\/graph\?period=month/)
  await visit.goto('/dashboard')
  await visit.waitForFunction(
    () => document.readyState === 'complete' && 'rendered' in document.documentElement.dataset,
  )
  await visit.evaluate(() => new Promise((idle) => requestIdleCallback(idle)))
  expect(await asked()).toBe(false)

  release()
  await expect.poll(installed).toBe(true)
  await fresh.close()
})

test('a repeat visit to the dashboard downloads no JavaScript: the worker has it all', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('repeat'))
  await workerInControl(page)

  const fromNetwork: string[] = []
  const fromWorker: string[] = []
  // Every response the page got: a script not answered by the worker came over the network.
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    ;(response.fromServiceWorker() ? fromWorker : fromNetwork).push(response.url())
  })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(card(page, 'Total Entries')).toContainText('0')

  expect(fromNetwork).toEqual([])
  // The dashboard's own chunk among them: the count above measured something.
  expect(fromWorker.some((url) => /\/assets\/DashboardScreen-[\w-]+\.js$/.test(url))).toBe(true)
})

test('offline, the dashboard and the list show the last data seen, with the offline banner', async ({
  page,
  context,
}) => {
  // Installs the worker and fills its precache besides the journey: a loaded machine took it
  // past the 30 s a test gets.
  test.slow()
  await signUp(page, uniqueEmail('offline'))
  await addSubscription(page, { name: 'Showmax Pro', amount: '6300' })
  await page.goto('/dashboard')
  await expect(card(page, 'Total Entries')).toContainText('1')
  // What the page shows is saved a moment later (a page being left may not finish writing).
  await expect.poll(() => savedData(page, '["dashboard"')).toContain('"total_entries":1')
  await page.goto('/all-subscriptions')
  await expect(page.getByRole('row').filter({ hasText: 'Showmax Pro' })).toBeVisible()
  await expect.poll(() => savedData(page, '["subscriptions","list"')).toContain('Showmax Pro')
  await workerInControl(page)
  await expect(offlineBanner(page)).toHaveCount(0)

  await context.setOffline(true)
  await page.goto('/dashboard')
  await expect(offlineBanner(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(card(page, 'Total Entries')).toContainText('1')
  await expect(card(page, 'Total spend')).toContainText('₦6,300.00')

  await page.goto('/all-subscriptions')
  await expect(offlineBanner(page)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Showmax Pro' })).toContainText('₦6,300.00')

  // Back online, the banner goes; signing out deletes the saved reads (a shared phone).
  await context.setOffline(false)
  await expect(offlineBanner(page)).toHaveCount(0)
  await signOut(page)
  await expect.poll(() => savedReads(page)).toBe('null')
})

test('offline, Pay is refused with a clear message and nothing is sent', async ({
  page,
  context,
}) => {
  await signUp(page, uniqueEmail('offline-pay'))
  await workerInControl(page)
  const payments: string[] = []
  context.on('request', (request) => {
    if (request.url().includes(`/api${paths.pay}`)) payments.push(request.method())
  })
  await chooseDstvCompact(page, DSTV_VERIFIES)
  // By card: the new user's wallet is empty.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /Card/ }) })
    .click()
  await page.getByRole('button', { name: 'Validate' }).click()
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  await expect(pay).toBeEnabled()

  await context.setOffline(true)
  await expect(offlineBanner(page)).toBeVisible()
  await pay.click()
  await expect(page.getByText(messages.offline)).toBeVisible()
  expect(payments).toEqual([])

  // Nothing was queued: back online, no payment goes out by itself.
  await context.setOffline(false)
  await expect(offlineBanner(page)).toHaveCount(0)
  await page.waitForTimeout(1500)
  expect(payments).toEqual([])
})

/*
 * A new release's worker takes over at once and drops the old release's files from the precache;
 * the server has only the new release's. A tab still running the old one then asks for an old
 * chunk: the worker passes it to the network, and routing/staleChunks.ts reloads the tab into
 * the new release (tests/e2e/release.spec.ts proves the same without a worker).
 */
test('with the worker in control, a tab from before a release reloads into it when a screen it asks for is gone', async ({
  page,
  context,
}) => {
  await signUp(page, uniqueEmail('release-worker'))
  await workerInControl(page)
  const dropped = await page.evaluate(async () => {
    let count = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        if (/\/assets\/SupportScreen-[\w-]+\.js$/.test(request.url)) {
          await cache.delete(request)
          count++
        }
      }
    }
    return count
  })
  expect(dropped).toBe(1)
  await expectReloadIntoRelease(page, context)
})
