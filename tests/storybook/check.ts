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
 *
 * Then every docs page, as a reader scrolls through it: each story on it must finish there as
 * above, and show what its canvas showed, told by the visible headings it draws. A story the
 * docs page draws in a frame of its own (the screens', `screenDocs`) plays there as on its
 * canvas, so it must end on the same headings; one drawn on the page itself does not play, so it
 * must show what its canvas showed before its play function began. A story drawn on the page
 * among others that leak into it (one session, one set of mocked API answers) fails here.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Frame, type Page, type Request } from 'playwright'
import { chromiumLaunchOptions } from '../chromium.ts'
import { serveStatic } from './serve.ts'

const DIR = path.resolve(process.argv[2] ?? 'storybook-static')
/** How long a story may take to render and play before it counts as failed. */
const STORY_TIMEOUT_MS = 30_000
/** Pages side by side: fixed, so which stories share a page does not depend on the machine. */
const PAGES = 2
/** Vitest's page (vitest.config.ts), so a story meets the same layout in both. */
const VIEWPORT = { width: 1400, height: 1000 }
/**
 * What a story shows is read once it has been quiet this long: no request in flight and the same
 * headings. A story without a play function finishes when it has rendered, before the answers
 * it asked for have come; a loaded machine took longer than a fixed wait (Screens/Wallet's Error
 * in its docs frame, before its error).
 */
const QUIET_MS = 300
/** A story that waits on purpose (a request never answered) is read after this long. */
const SETTLE_LIMIT_MS = 5_000
/** How long a docs page's story may take to come to what its canvas showed. */
const MISMATCH_LIMIT_MS = 20_000
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
  | { event: 'rendered'; storyId: string; headings: string }
  | { event: 'docsRendered' }

/** What a story showed on its canvas: its headings before its play function, and at the end. */
interface Shown {
  beforePlay?: string
  atEnd: string
}

/**
 * What a docs page's story must show of what its canvas showed: a framed one where its play
 * ended, one drawn on the page where its play began (the page does not play it).
 */
function expectedOnDocsPage(canvas: Shown, framed: boolean): string {
  return framed ? canvas.atEnd : (canvas.beforePlay ?? canvas.atEnd)
}

/**
 * What an element of the page shows, in short: the visible headings inside it, in order. Runs in
 * the page (as `__headingsIn`, for the channel hook) and through `evaluate`.
 */
function headingsIn(selector: string): string {
  const root = document.querySelector(selector)
  if (!root) return '(nothing drawn)'
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .filter((heading) => heading.checkVisibility())
    .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim())
    .join(' | ')
}

declare global {
  /** `headingsIn`, handed to every page by an init script. */
  var __headingsIn: typeof headingsIn
}

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
  const headings = globalThis.__headingsIn
  type Listener = (this: { source?: string } | undefined, payload: never) => void
  const listen = (channel: { on: (event: string, fn: Listener) => void }) => {
    // Only the preview's own events: a docs page also hears those of the story frames inside it
    // (Storybook's channel posts them to the parent window), which report for themselves. The
    // channel calls a listener with the event as `this`, and one that came by message has a
    // `source`.
    const on = (event: string, fn: (payload: never) => void) =>
      channel.on(event, function (payload) {
        if (this?.source === undefined) fn(payload)
      })
    // A story's own page (not a docs page) says what it drew before its play function began:
    // the channel calls this before the play function starts.
    on(
      'storyRenderPhaseChanged',
      ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
        const root = document.getElementById('storybook-root')
        if (newPhase === 'playing' && root?.checkVisibility())
          send({ event: 'rendered', storyId, headings: headings('#storybook-root') })
      },
    )
    on('docsRendered', () => send({ event: 'docsRendered' }))
    on('playFunctionThrewException', (e: unknown) =>
      send({ event: 'problem', text: `play function threw ${errorText(e)}` }),
    )
    on('storyThrewException', (e: unknown) =>
      send({ event: 'problem', text: `story threw ${errorText(e)}` }),
    )
    on('unhandledErrorsWhilePlaying', (errors: unknown[]) => {
      for (const e of errors)
        send({ event: 'problem', text: `unhandled while playing: ${errorText(e)}` })
    })
    on('storyErrored', ({ title, description }: { title: string; description: string }) =>
      send({ event: 'problem', text: `story errored: ${title} ${description}` }),
    )
    on('storyMissing', (storyId: string) =>
      send({ event: 'finished', storyId, status: 'error', reports: ['missing from the index'] }),
    )
    on(
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
async function settleAssets(page: Page | Frame) {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What `read` says once the story has settled (QUIET_MS with nothing `busy` and the same answer),
 * or as it is after SETTLE_LIMIT_MS. Told what to `expect` (what its canvas showed), it waits for
 * that up to MISMATCH_LIMIT_MS: on a loaded machine a frame can be quiet for longer than QUIET_MS
 * between its code and its data, and a story that shows the right thing late is not wrong.
 */
async function settled(
  target: Page | Frame,
  read: () => Promise<string>,
  busy: () => boolean,
  expect?: string,
): Promise<string> {
  await inTime(settleAssets(target), SETTLE_LIMIT_MS)
  const started = Date.now()
  const limit = (value: string) =>
    started + (expect !== undefined && value !== expect ? MISMATCH_LIMIT_MS : SETTLE_LIMIT_MS)
  let value = await read()
  let quietSince = Date.now()
  while (
    Date.now() < limit(value) &&
    (Date.now() - quietSince < QUIET_MS || (expect !== undefined && value !== expect))
  ) {
    await sleep(50)
    const now = await read()
    if (now !== value || busy()) quietSince = Date.now()
    value = now
  }
  return value
}

/**
 * Whether a page has requests in flight (those its service worker answers too): any, one
 * frame's, or those asked for `since` a moment (a story held a request unanswered on purpose
 * before the one now shown took its place).
 */
function requestsInFlight(page: Page) {
  const pending = new Map<Request, { frame: Frame | null; at: number }>()
  page.on('request', (request) => {
    let frame: Frame | null = null
    try {
      frame = request.frame()
    } catch {
      // A service worker's own request has no frame (Playwright throws).
    }
    pending.set(request, { frame, at: Date.now() })
  })
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return ({ frame, since = 0 }: { frame?: Frame; since?: number } = {}) =>
    [...pending.values()].some((p) => p.at >= since && (!frame || p.frame === frame))
}

/** A browser context as Vitest's page is, with the channel hook in every frame it opens. */
async function previewContext(browser: Browser, onReport: (report: Report, frame: Frame) => void) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    // As Vitest pins them (vitest.config.ts): a story reads the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  await context.exposeBinding('__storybookCheck', ({ frame }, report: Report) =>
    onReport(report, frame),
  )
  // tsx compiles this file keeping function names (esbuild's __name helper), and the functions
  // handed to the page carry calls to it: the page gets a helper that does nothing.
  await context.addInitScript('globalThis.__name = (fn) => fn')
  await context.addInitScript(`globalThis.__headingsIn = ${headingsIn.toString()}`)
  await context.addInitScript(hookPreviewChannel)
  return context
}

async function checkFiles(
  browser: Browser,
  files: IndexEntry[][],
  shown: Map<string, Shown>,
  onDone: (o: Outcome) => void,
) {
  let problems: string[] = []
  let finished: { id: string; resolve: () => void } | null = null
  let beforePlay: string | undefined
  const server = await serveStatic(DIR, (pathname) => {
    // Chromium asks for the top page's icon; the preview is a frame inside Storybook and has none.
    if (pathname !== '/favicon.ico') problems.push(`404 ${pathname}`)
  })
  const context = await previewContext(browser, (report) => {
    if (report.event === 'problem') problems.push(report.text)
    else if (report.event === 'rendered') {
      if (finished?.id === report.storyId) beforePlay = report.headings
    } else if (report.event === 'finished' && finished?.id === report.storyId) {
      if (report.status === 'error' && problems.length === 0 && report.reports.length === 0)
        problems.push('Storybook reported the story as failed')
      problems.push(...report.reports)
      finished.resolve()
    }
  })
  const page = await context.newPage()
  const inFlight = requestsInFlight(page)
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
      beforePlay = undefined
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
      const atEnd = await settled(
        page,
        () => page.evaluate(headingsIn, '#storybook-root'),
        () => server.inFlight() > 0 || inFlight({ since: started }),
      )
      shown.set(entry.id, { beforePlay, atEnd })
      onDone({ entry, problems: [...problems], ms: Date.now() - started })
    }
  }
  await context.close()
  await server.close()
}

/** A story as a docs page showed it. */
interface DocsStory {
  storyId: string
  /** Drawn in a frame of its own (and so played), not on the docs page itself. */
  framed: boolean
  headings: string
  problems: string[]
}

interface DocsOutcome extends Outcome {
  stories: DocsStory[]
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** Resolves with `false` instead once `ms` have passed. */
function inTime(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Opens each docs page as a reader does (the preview's docs view, as Storybook's Docs tab loads
 * it) and reports what each of its stories showed and any problem on the way. The page's own
 * stories (drawn on it) finish on its channel; a story in a frame of its own is a preview of its
 * own, whose channel reports as a story's canvas does. Frames load lazily as a reader scrolls:
 * here one after another, in page order.
 */
async function checkDocsPages(
  browser: Browser,
  pages: IndexEntry[],
  storyIds: Set<string>,
  shown: ReadonlyMap<string, Shown>,
  onDone: (o: DocsOutcome) => void,
) {
  let problems: string[] = []
  let rendered = deferred()
  /** Stories drawn on the docs page: how many times each finished there. */
  let finishedOnPage = new Map<string, number>()
  let pageFinished = deferred()
  /** Stories in frames of their own: each frame's problems and its end. */
  const frames = new Map<Frame, { problems: string[]; ended: ReturnType<typeof deferred> }>()
  const frameState = (frame: Frame) => {
    let state = frames.get(frame)
    if (!state) frames.set(frame, (state = { problems: [], ended: deferred() }))
    return state
  }
  const server = await serveStatic(DIR, (pathname) => {
    if (pathname !== '/favicon.ico') problems.push(`404 ${pathname}`)
  })
  const context = await previewContext(browser, (report, frame) => {
    if (frame.parentFrame() === null) {
      if (report.event === 'problem') problems.push(report.text)
      else if (report.event === 'docsRendered') rendered.resolve()
      else if (report.event === 'finished') {
        if (report.status === 'error')
          problems.push(`${report.storyId} failed on the page`, ...report.reports)
        finishedOnPage.set(report.storyId, (finishedOnPage.get(report.storyId) ?? 0) + 1)
        pageFinished.resolve()
        pageFinished = deferred()
      }
      return
    }
    const state = frameState(frame)
    if (report.event === 'problem') state.problems.push(report.text)
    else if (report.event === 'finished') {
      if (report.status === 'error' && state.problems.length === 0 && report.reports.length === 0)
        state.problems.push('Storybook reported the story as failed')
      state.problems.push(...report.reports)
      state.ended.resolve()
    }
  })
  const page = await context.newPage()
  const inFlight = requestsInFlight(page)
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed'
    if (failure !== 'net::ERR_ABORTED') problems.push(`${failure} ${request.url()}`)
  })
  page.on('response', (response) => {
    if (
      response.status() >= 400 &&
      !response.fromServiceWorker() &&
      !response.url().startsWith(server.url)
    )
      problems.push(`${response.status()} ${response.url()}`)
  })

  for (const entry of pages) {
    // The last page's frames stop before this page's problems start counting.
    await page.goto('about:blank')
    const started = Date.now()
    problems = []
    rendered = deferred()
    finishedOnPage = new Map()
    frames.clear()
    const stories: DocsStory[] = []
    await page.goto(`${server.url}/iframe.html?id=${entry.id}&viewMode=docs`, {
      waitUntil: 'commit',
    })
    if (!(await inTime(rendered.promise, STORY_TIMEOUT_MS))) {
      problems.push(`the docs page did not render within ${STORY_TIMEOUT_MS / 1000} s`)
      onDone({ entry, problems, ms: Date.now() - started, stories })
      continue
    }
    // Each story block: `story--<id>`, and `story--<id>--primary` for the one shown first.
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll('[data-story-block]')].map((block) => ({
        block: block.id,
        framed: block.querySelector('iframe') !== null,
      })),
    )
    const storyIdOf = (block: string) => {
      const id = block.replace(/^story--/, '')
      // A story may itself be called Primary (`…--primary`).
      return storyIds.has(id) ? id : id.replace(/--primary$/, '')
    }
    const expectedFor = (block: string, framed: boolean) => {
      const canvas = shown.get(storyIdOf(block))
      return canvas && expectedOnDocsPage(canvas, framed)
    }

    // The stories drawn on the page itself: each must finish there.
    const onPage = blocks.filter((b) => !b.framed)
    const deadline = Date.now() + STORY_TIMEOUT_MS
    const unfinished = () =>
      [...new Set(onPage.map((b) => storyIdOf(b.block)))].filter(
        (id) =>
          (finishedOnPage.get(id) ?? 0) < onPage.filter((b) => storyIdOf(b.block) === id).length,
      )
    while (unfinished().length > 0 && Date.now() < deadline)
      await inTime(pageFinished.promise, deadline - Date.now())
    for (const id of unfinished())
      problems.push(`${id} did not finish on the page within ${STORY_TIMEOUT_MS / 1000} s`)

    // The framed stories one after another, each scrolled to as a reader would: a frame plays
    // its story once it is on screen and the frames before it have finished
    // (.storybook/docsStoryFrame.ts).
    for (const { block } of blocks.filter((b) => b.framed)) {
      const iframe = await page.$(`[id="${block}"] iframe`)
      await iframe?.scrollIntoViewIfNeeded()
      const frame = await iframe?.contentFrame()
      if (!frame) {
        problems.push(`${storyIdOf(block)} has no frame`)
        continue
      }
      const state = frameState(frame)
      if (!(await inTime(state.ended.promise, STORY_TIMEOUT_MS)))
        state.problems.push(`did not finish within ${STORY_TIMEOUT_MS / 1000} s`)
      stories.push({
        storyId: storyIdOf(block),
        framed: true,
        headings: await settled(
          frame,
          () => frame.evaluate(headingsIn, '#storybook-root'),
          () => inFlight({ frame }),
          expectedFor(block, true),
        ),
        problems: state.problems,
      })
    }

    // What the page's own stories show once their data has come.
    const onPageHeadings = await settled(
      page,
      () =>
        page.evaluate(
          (ids) => JSON.stringify(ids.map((id) => globalThis.__headingsIn(`[id="${id}"]`))),
          onPage.map((b) => b.block),
        ),
      () => inFlight({ frame: page.mainFrame() }),
      onPage.every((b) => expectedFor(b.block, false) !== undefined)
        ? JSON.stringify(onPage.map((b) => expectedFor(b.block, false)))
        : undefined,
    )
    const drawn = JSON.parse(onPageHeadings) as string[]
    onPage.forEach(({ block }, i) =>
      stories.push({ storyId: storyIdOf(block), framed: false, headings: drawn[i]!, problems: [] }),
    )
    onDone({ entry, problems: [...problems], ms: Date.now() - started, stories })
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
  const storyIds = new Set(
    Object.values(index.entries)
      .filter((e) => e.type === 'story')
      .map((e) => e.id),
  )
  const docsPages = Object.values(index.entries).filter(
    (e) => e.type === 'docs' && (!only || only.test(e.id)),
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
  const docsOutcomes: DocsOutcome[] = []
  const shown = new Map<string, Shown>()
  const report = (o: Outcome) => {
    if (o.problems.length) console.log(`FAIL ${o.entry.title} › ${o.entry.name}`)
  }
  // Each page its share of the stories; then, with every canvas known (a docs page waits for what
  // its stories' canvases showed), each its share of the docs pages.
  await Promise.all(
    Array.from({ length: PAGES }, (_, page) =>
      checkFiles(
        browser,
        files.filter((_, i) => i % PAGES === page),
        shown,
        (o) => {
          outcomes.push(o)
          report(o)
        },
      ),
    ),
  )
  const storiesDone = Date.now()
  await Promise.all(
    Array.from({ length: PAGES }, (_, page) =>
      checkDocsPages(
        browser,
        docsPages.filter((_, i) => i % PAGES === page),
        storyIds,
        shown,
        (o) => docsOutcomes.push(o),
      ),
    ),
  )
  await browser.close()

  for (const o of docsOutcomes) {
    for (const story of o.stories) {
      o.problems.push(...story.problems.map((p) => `${story.storyId}: ${p}`))
      const canvas = shown.get(story.storyId)
      if (!canvas) continue
      const expected = expectedOnDocsPage(canvas, story.framed)
      if (story.headings !== expected)
        o.problems.push(
          `${story.storyId} ${story.framed ? 'in its frame' : 'on the page'} shows ` +
            `“${story.headings}”, its canvas “${expected}”`,
        )
    }
    report(o)
    outcomes.push(o)
  }

  const failed = outcomes.filter((o) => o.problems.length > 0)
  console.log()
  if (firstPage.length > 0) {
    console.log(`✗ Storybook's first page (${FIRST_PAGE})`)
    for (const problem of firstPage) console.log(`    ${problem}`)
  }
  for (const { entry, problems } of failed) {
    console.log(
      `✗ ${entry.title} › ${entry.name}  (?path=/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id})`,
    )
    for (const problem of problems) console.log(`    ${problem}`)
  }
  const seconds = (from: number, to = Date.now()) => ((to - from) / 1000).toFixed(0)
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3)
  console.log(
    `${stories.length} stories and ${docsPages.length} docs pages in the static Storybook, ` +
      `${failed.length} failed` +
      `${firstPage.length > 0 ? ", and Storybook's first page failed" : ''} (${seconds(started)} s: ` +
      `stories ${seconds(started, storiesDone)} s, docs pages ${seconds(storiesDone)} s; ` +
      `slowest: ${slowest.map((o) => `${o.entry.id} ${o.ms} ms`).join(', ')})`,
  )
  process.exit(failed.length > 0 || firstPage.length > 0 ? 1 : 0)
}

await main()
