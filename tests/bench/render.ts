/**
 * Benchmark (prints numbers, asserts nothing): how long the 200-row subscription table and the
 * month calendar holding 1,000 subscriptions take to render in Chromium, and how much of that
 * blocks the main thread (long tasks = jank).
 *
 * React commits the table in one task, so the render's cost is the long task during which the
 * rows appeared; the story's play function runs afterwards and is not counted.
 *
 *   pnpm exec storybook build -o storybook-static && pnpm exec tsx tests/bench/render.ts [runs]
 *
 * It loads each story's iframe from the static Storybook, waits for the rows, and reads the
 * browser's own timings. The cases take turns, one page of each per round, so a machine that gets
 * busier or quieter during the run skews them alike. STORYBOOK_DIR=<dir> measures another build
 * (e.g. one built from the previous commit, for a before/after on the same machine).
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../chromium.ts'
import { serveStatic } from '../storybook/serve.ts'

const ROOT = path.resolve(process.env.STORYBOOK_DIR ?? 'storybook-static')
const RUNS = Number(process.argv[2] ?? 15)

/** `over`: the case whose p50 is subtracted (the same component with no data). */
const cases: { name: string; story: string; ready: string; over?: string }[] = [
  {
    // The same page with no rows: what loading Storybook's frame costs, to subtract.
    name: 'SubscriptionTable, empty (baseline)',
    story: 'ui-subscriptions-subscriptiontable--empty',
    ready: '#storybook-root > *',
  },
  {
    // A short table: what 200 rows should cost once only the visible rows render.
    name: 'SubscriptionTable, 5 rows',
    story: 'ui-subscriptions-subscriptiontable--default',
    ready: '#storybook-root [role="row"] >> nth=5',
  },
  {
    // Virtualized: ready when the grid of 201 rows shows its first screenful.
    name: 'SubscriptionTable, 200 rows',
    story: 'ui-subscriptions-subscriptiontable--two-hundred-rows',
    ready: '#storybook-root [aria-rowcount="201"] [role="row"] >> nth=8',
  },
  {
    // The calendar's own baseline: its page (another chunk than the table's) with no items.
    name: 'SubscriptionCalendar, no subscriptions (baseline)',
    story: 'ui-subscriptions-subscriptioncalendar--no-subscriptions',
    ready: '#storybook-root table',
  },
  {
    name: 'SubscriptionCalendar, busy month',
    story: 'ui-subscriptions-subscriptioncalendar--busy-month',
    ready: '#storybook-root table',
    over: 'SubscriptionCalendar, no subscriptions (baseline)',
  },
  {
    // A month holding 1,000 subscriptions: ready when all 30 days show their '+N more'.
    name: 'SubscriptionCalendar, 1,000 items',
    story: 'ui-subscriptions-subscriptioncalendar--thousand-items',
    ready: '#storybook-root [data-more] >> nth=29',
    over: 'SubscriptionCalendar, no subscriptions (baseline)',
  },
]

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function main() {
  if (!existsSync(path.join(ROOT, 'iframe.html'))) {
    throw new Error(
      'No storybook-static/: run `pnpm exec storybook build -o storybook-static` first.',
    )
  }
  const { url, close } = await serveStatic(ROOT)
  const browser = await chromium.launch(chromiumLaunchOptions)
  console.log(
    `render benchmark, ${RUNS} runs each (ms: p50 / p95); load average ${loadavg()} at the start`,
  )
  const medians: Record<string, number> = {}
  const samples = cases.map(() => ({
    rendered: [] as number[],
    longest: [] as number[],
    blocking: [] as number[],
  }))
  for (let i = 0; i < RUNS + 2; i++) {
    for (const [k, c] of cases.entries()) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      await page.addInitScript((selector: string) => {
        const w = window as unknown as {
          __long: { start: number; duration: number }[]
          __at?: number
        }
        w.__long = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            w.__long.push({ start: e.startTime, duration: e.duration })
        }).observe({ type: 'longtask', buffered: true })
        new MutationObserver((_, observer) => {
          const [css, nth] = selector.split(' >> nth=')
          const found = document.querySelectorAll(css ?? selector)
          if (found.length > Number(nth ?? 0)) {
            w.__at = performance.now()
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      }, c.ready)
      // Manual a11y: the addon would otherwise run axe after render and be counted as render time.
      await page.goto(`${url}/iframe.html?id=${c.story}&viewMode=story&globals=a11y.manual:!true`)
      await page.locator(c.ready).first().waitFor()
      await page.waitForTimeout(300) // let the long-task observer deliver
      const timing = await page.evaluate(() => {
        const w = window as unknown as {
          __long: { start: number; duration: number }[]
          __at: number
        }
        const before = w.__long.filter((t) => t.start <= w.__at)
        return { at: w.__at, long: before }
      })
      await page.close()
      if (i < 2) continue // warm-up: caches and the JIT
      const renderTask = timing.long.find(
        (t) => t.start <= timing.at && timing.at <= t.start + t.duration,
      )
      const s = samples[k]!
      s.rendered.push(timing.at)
      s.longest.push(renderTask?.duration ?? 0)
      s.blocking.push(timing.long.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0))
    }
  }
  const fmt = (v: number[]) => `${percentile(v, 50).toFixed(0)} / ${percentile(v, 95).toFixed(0)}`
  for (const [k, c] of cases.entries()) {
    const { rendered, longest, blocking } = samples[k]!
    console.log(`  ${c.name}`)
    console.log(`    page load to rendered       ${fmt(rendered)}`)
    console.log(`    the rendering task          ${fmt(longest)}`)
    console.log(`    blocking time until then    ${fmt(blocking)}`)
    medians[c.name] = percentile(rendered, 50)
  }
  for (const c of cases) {
    if (c.name.endsWith('(baseline)')) continue
    const over = c.over ?? 'SubscriptionTable, empty (baseline)'
    const extra = (medians[c.name] ?? NaN) - (medians[over] ?? NaN)
    console.log(`  ${c.name}: ${extra.toFixed(0)} ms over ${over} (p50)`)
  }
  console.log(`  load average ${loadavg()} at the end`)
  await browser.close()
  await close()
}

await main()
