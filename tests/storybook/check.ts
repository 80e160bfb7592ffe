/**
 * The static Storybook, checked as the people who open it see it (run by `npm test` after the
 * build):
 *
 *   pnpm exec storybook build -o storybook-static && pnpm exec tsx tests/storybook/check.ts
 *   STORIES='ui-primitives-table|screens-pay' pnpm exec tsx tests/storybook/check.ts   (a few)
 *
 * Serves storybook-static/ as a static host would, opens every story of its index.json in
 * Chromium, lets Storybook render it and run its play function, and fails on any story that
 * Storybook itself reports as failed there: a play function that threw, an error while
 * rendering or playing, a failed report (the accessibility check). It also fails on any request
 * that finds nothing (a 404 from the host) or fails in the browser, so an asset the build lacks
 * cannot hide behind a fallback; and unless STORIES picks a few, on a Storybook that does not
 * open on the Introduction.
 *
 * Vitest runs the same stories (`--project storybook`), but from its dev server, in React's
 * act() (docs/architecture.md, Tests); this is the production build a product manager opens.
 * The outcome comes from Storybook's own channel events (storybook/core-events: STORY_FINISHED
 * with its status, and the exceptions and errors before it), the ones its Interactions panel
 * shows.
 *
 * Two pages side by side, each with its own server (so a 404 is its story's) and its own
 * browser context (so its own MSW service worker). A page loads a stories file's first story,
 * then switches to the next as Storybook's sidebar does (SET_CURRENT_STORY), as Vitest runs a
 * file's stories in one page; each file starts on a freshly loaded page.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright'
import { chromiumLaunchOptions } from '../chromium.ts'
import { serveStatic } from './serve.ts'

const DIR = path.resolve(process.argv[2] ?? 'storybook-static')
/** How long a story may take to render and play before it counts as failed. */
const STORY_TIMEOUT_MS = 30_000
/** Pages side by side: fixed, so which stories share a page does not depend on the machine. */
const PAGES = 2
/** Vitest's page (vitest.config.ts), so a story meets the same layout in both. */
const VIEWPORT = { width: 1400, height: 1000 }
/** Where Storybook opens (preview.tsx sorts it first): the page a reader meets before any other. */
const FIRST_PAGE = '/docs/docs-introduction--docs'

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  importPath: string
  tags?: string[]
}

interface Outcome {
  entry: IndexEntry
  problems: string[]
  ms: number
}

/** What the page reports through the `__storybookCheck` binding. */
type Report =
  | { event: 'finished'; storyId: string; status: 'success' | 'error'; reports: string[] }
  | { event: 'problem'; text: string }

/**
 * Runs in the preview before Storybook: hooks the channel as the preview sets it, and hands
 * the events that decide a story's outcome to the check.
 */
function hookPreviewChannel() {
  type Emit = (report: unknown) => void
  const send = (window as unknown as { __storybookCheck: Emit }).__storybookCheck
  const errorText = (e: unknown) => {
    const { name, message, stack } = (e ?? {}) as {
      name?: string
      message?: string
      stack?: string
    }
    // Testing Library's messages go on with the whole DOM: the first lines say what failed.
    const lines = (message ?? String(e)).split('\n')
    const text = `${name ?? 'Error'}: ${lines.slice(0, 3).join('\n      ')}${lines.length > 3 ? ' …' : ''}`
    // The first frame tells where; the rest of the stack is Storybook's.
    const at = stack
      ?.split('\n')
      .find((line) => line.trim().startsWith('at '))
      ?.trim()
    return at ? `${text}\n      ${at}` : text
  }
  const listen = (channel: { on: (event: string, fn: (payload: never) => void) => void }) => {
    channel.on('playFunctionThrewException', (e: unknown) =>
      send({ event: 'problem', text: `play function threw ${errorText(e)}` }),
    )
    channel.on('storyThrewException', (e: unknown) =>
      send({ event: 'problem', text: `story threw ${errorText(e)}` }),
    )
    channel.on('unhandledErrorsWhilePlaying', (errors: unknown[]) => {
      for (const e of errors)
        send({ event: 'problem', text: `unhandled while playing: ${errorText(e)}` })
    })
    channel.on('storyErrored', ({ title, description }: { title: string; description: string }) =>
      send({ event: 'problem', text: `story errored: ${title} ${description}` }),
    )
    channel.on('storyMissing', (storyId: string) =>
      send({ event: 'finished', storyId, status: 'error', reports: ['missing from the index'] }),
    )
    channel.on(
      'storyFinished',
      ({
        storyId,
        status,
        reporters,
      }: {
        storyId: string
        status: 'success' | 'error'
        reporters: unknown[]
      }) => {
        const failed = (reporters as { type: string; status: string; result?: unknown }[])
          .filter((r) => r.status === 'failed')
          .map((r) => {
            const violations = (
              r.result as { violations?: { id: string; nodes: { target: unknown }[] }[] }
            )?.violations
            const detail = violations
              ?.map((v) => `${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
              .join('; ')
            return `${r.type} report failed${detail ? `: ${detail}` : ''}`
          })
        send({ event: 'finished', storyId, status, reports: failed })
      },
    )
  }
  let channel: unknown
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      if (next && next !== channel) listen(next)
      channel = next
    },
  })
}

/** Waits until the page's images and fonts have loaded (or failed), so their requests count. */
async function settleAssets(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images].filter((img) => !img.complete)
    await Promise.all([
      document.fonts.ready,
      ...images.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true })
            img.addEventListener('error', done, { once: true })
          }),
      ),
    ])
  })
}

async function checkFiles(browser: Browser, files: IndexEntry[][], onDone: (o: Outcome) => void) {
  let problems: string[] = []
  let finished: { id: string; resolve: () => void } | null = null
  const server = await serveStatic(DIR, (pathname) => {
    // Chromium asks for the top page's icon; the preview is a frame inside Storybook and has none.
    if (pathname !== '/favicon.ico') problems.push(`404 ${pathname}`)
  })
  const context = await browser.newContext({
    viewport: VIEWPORT,
    // As Vitest pins them (vitest.config.ts): a story reads the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  await context.exposeBinding('__storybookCheck', (_source, report: Report) => {
    if (report.event === 'problem') problems.push(report.text)
    else if (finished?.id === report.storyId) {
      if (report.status === 'error' && problems.length === 0 && report.reports.length === 0)
        problems.push('Storybook reported the story as failed')
      problems.push(...report.reports)
      finished.resolve()
    }
  })
  // tsx compiles this file keeping function names (esbuild's __name helper), and the functions
  // handed to the page carry calls to it: the page gets a helper that does nothing.
  await context.addInitScript('globalThis.__name = (fn) => fn')
  await context.addInitScript(hookPreviewChannel)
  const page = await context.newPage()
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed'
    // Leaving a story cancels what it still waits for (a request held pending on purpose).
    if (failure !== 'net::ERR_ABORTED') problems.push(`${failure} ${request.url()}`)
  })
  page.on('response', (response) => {
    // Answers from the service worker are MSW's mocks (a 500 on purpose); the host's own 404s
    // reach the server above, whichever way they came.
    if (
      response.status() >= 400 &&
      !response.fromServiceWorker() &&
      !response.url().startsWith(server.url)
    )
      problems.push(`${response.status()} ${response.url()}`)
  })
  // No 'pageerror' of its own: an error while a story renders or plays is Storybook's to report
  // (above), as its panel does. Outside those, MSW's worker sometimes fails a background update
  // of itself (an unawaited registration.update()), harmlessly and at random.

  // A file's stories one after another in one page, as Vitest runs them and as a reader clicks
  // through them in Storybook's sidebar; each file starts on a fresh page.
  for (const file of files) {
    for (const [n, entry] of file.entries()) {
      const started = Date.now()
      problems = []
      const done = new Promise<void>((resolve) => (finished = { id: entry.id, resolve }))
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          problems.push(`did not finish within ${STORY_TIMEOUT_MS / 1000} s`)
          resolve()
        }, STORY_TIMEOUT_MS)
      })
      if (n === 0)
        await page.goto(`${server.url}/iframe.html?id=${entry.id}&viewMode=story`, {
          waitUntil: 'commit',
        })
      else
        await page.evaluate((storyId) => {
          const channel = (
            globalThis as unknown as {
              __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void }
            }
          ).__STORYBOOK_ADDONS_CHANNEL__
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
        }, entry.id)
      await Promise.race([done, timeout])
      clearTimeout(timer)
      finished = null
      await Promise.race([settleAssets(page), new Promise((r) => setTimeout(r, 5_000))])
      for (let waited = 0; server.inFlight() > 0 && waited < 5_000; waited += 20)
        await new Promise((r) => setTimeout(r, 20))
      onDone({ entry, problems: [...problems], ms: Date.now() - started })
    }
  }
  await context.close()
  await server.close()
}

/** Opens Storybook itself (the manager) as a reader does: it must land on FIRST_PAGE. */
async function checkFirstPage(browser: Browser): Promise<string[]> {
  const problems: string[] = []
  const server = await serveStatic(DIR, (pathname) => problems.push(`404 ${pathname}`))
  const page = await browser.newPage({ viewport: VIEWPORT })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  await page.goto(server.url)
  try {
    await page.waitForURL((url) => url.searchParams.has('path'), { timeout: STORY_TIMEOUT_MS })
    const opened = new URL(page.url()).searchParams.get('path')
    if (opened !== FIRST_PAGE) problems.push(`opens on ${opened}, not on ${FIRST_PAGE}`)
  } catch {
    problems.push(`chose no page within ${STORY_TIMEOUT_MS / 1000} s`)
  }
  await page.close()
  await server.close()
  return problems
}

async function main() {
  if (!existsSync(path.join(DIR, 'index.json'))) {
    console.error(
      `No ${DIR}/index.json: run \`pnpm exec storybook build -o storybook-static\` first.`,
    )
    process.exit(2)
  }
  const only = process.env.STORIES ? new RegExp(process.env.STORIES) : null
  const index = JSON.parse(readFileSync(path.join(DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && (!only || only.test(e.id)),
  )
  const started = Date.now()
  const browser = await chromium.launch(chromiumLaunchOptions)
  // The first page only for a whole run: a chosen few stories say nothing about it.
  const firstPage = only ? [] : await checkFirstPage(browser)
  const byFile = new Map<string, IndexEntry[]>()
  for (const story of stories)
    byFile.set(story.importPath, [...(byFile.get(story.importPath) ?? []), story])
  const files = [...byFile.values()]
  const outcomes: Outcome[] = []
  await Promise.all(
    Array.from({ length: PAGES }, (_, page) =>
      checkFiles(
        browser,
        files.filter((_, i) => i % PAGES === page),
        (o) => {
          outcomes.push(o)
          if (o.problems.length) console.log(`FAIL ${o.entry.title} › ${o.entry.name}`)
        },
      ),
    ),
  )
  await browser.close()

  const failed = outcomes.filter((o) => o.problems.length > 0)
  console.log()
  if (firstPage.length > 0) {
    console.log(`✗ Storybook's first page (${FIRST_PAGE})`)
    for (const problem of firstPage) console.log(`    ${problem}`)
  }
  for (const { entry, problems } of failed) {
    console.log(`✗ ${entry.title} › ${entry.name}  (?path=/story/${entry.id})`)
    for (const problem of problems) console.log(`    ${problem}`)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3)
  console.log(
    `${outcomes.length} stories in the static Storybook, ${failed.length} failed` +
      `${firstPage.length > 0 ? ", and Storybook's first page failed" : ''} (${seconds} s; ` +
      `slowest: ${slowest.map((o) => `${o.entry.id} ${o.ms} ms`).join(', ')})`,
  )
  process.exit(failed.length > 0 || firstPage.length > 0 ? 1 : 0)
}

await main()
