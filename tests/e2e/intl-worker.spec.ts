import { expect, test, type Page } from '@playwright/test'

/*
 * The first use of Intl loads the engine's locale data, a long task on a phone's main thread.
 * Each page starts a worker that loads it on another thread first (packages/app/scripts/
 * intlWorker.mjs): the prerendered pages' boot script and the app's start script. The worker is
 * a file of the app's own, as the CSP's `worker-src 'self'` requires; this proves both scripts
 * start it and that it loads.
 */
async function intlWorkerOf(page: Page, path: string) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const loaded = page.waitForResponse((response) =>
    /\/assets\/intl-[\w-]+\.js$/.test(response.url()),
  )
  const started = page.waitForEvent('worker')
  await page.goto(path)
  const [worker, response] = await Promise.all([started, loaded])
  expect(violations).toEqual([])
  return { url: worker.url(), status: response.status() }
}

test('a prerendered page starts the worker that loads Intl off the main thread', async ({
  page,
}) => {
  const { url, status } = await intlWorkerOf(page, '/login')
  expect(url).toMatch(/\/assets\/intl-[\w-]+\.js$/)
  expect(status).toBe(200)
})

test("the app's shell starts the worker that loads Intl off the main thread", async ({ page }) => {
  // Not a prerendered page: the server answers it with the app's shell (index.html).
  const { url, status } = await intlWorkerOf(page, '/no-such-page')
  expect(url).toMatch(/\/assets\/intl-[\w-]+\.js$/)
  expect(status).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
