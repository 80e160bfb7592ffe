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
 * busier or quieter during the run skews them alike. STORYBOOK_DIR=<dir> measures another build.
 * STORYBOOK_BASE_DIR=<dir> adds a second build (e.g. one built from main: `storybook build -o
 * /tmp/sb-main`) measured in the same rounds, each page of it right after the same page of this
 * one, and prints both with the difference: a before/after on the same machine at the same load.
 * RENDER_ONLY=<text> keeps only the cases whose name contains it (their baseline included).
 * Last, one more load of each case counts the JavaScript function calls until it rendered: a
 * figure that does not depend on the machine's load, to compare builds on a busy machine.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright'
import { chromiumLaunchOptions } from '../chromium.ts'
import { serveStatic } from '../storybook/serve.ts'
import { pageTasks, TASK_TRACE_CATEGORIES, type TraceEvent } from './trace.ts'

const ROOT = path.resolve(process.env.STORYBOOK_DIR ?? 'storybook-static')
const BASE = process.env.STORYBOOK_BASE_DIR ? path.resolve(process.env.STORYBOOK_BASE_DIR) : null
const RUNS = Number(process.argv[2] ?? 15)

/**
 * `over`: the case whose p50 is subtracted (the same component with no data); `goal`: issue 13's
 * ceiling for that difference, in ms.
 */
const allCases: { name: string; story: string; ready: string; over?: string; goal?: number }[] = [
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
    // The whole list as a screen meets it: the table, then the grid's lazily loaded code, then
    // the rows in view. Over the empty table it counts loading that code as well as the rows.
    name: 'SubscriptionTable, 200 rows',
    story: 'ui-subscriptions-subscriptiontable--two-hundred-rows',
    ready: '#storybook-root [aria-rowcount="201"] [role="row"] >> nth=8',
  },
  {
    // The wide layout's grid with only its header: its code and frame, to subtract.
    name: 'SubscriptionGrid, no rows (baseline)',
    story: 'ui-subscriptions-subscriptiongrid--no-rows',
    ready: '#storybook-root [aria-rowcount="1"] [role="columnheader"]',
  },
  {
    // What 200 rows cost to render, the grid's code already in: issue 13's goal.
    name: 'SubscriptionGrid, 200 rows',
    story: 'ui-subscriptions-subscriptiongrid--two-hundred-rows',
    ready: '#storybook-root [aria-rowcount="201"] [role="row"] >> nth=8',
    over: 'SubscriptionGrid, no rows (baseline)',
    goal: 50,
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
    goal: 50,
  },
]

/** RENDER_ONLY=SubscriptionTable measures only the cases whose name contains it. */
const cases = allCases.filter((c) => c.name.includes(process.env.RENDER_ONLY ?? ''))

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

interface Build {
  label: string
  url: string
  samples: {
    rendered: number[]
    longest: number[]
    blocking: number[]
    cpu: number[]
    load: number[]
  }[]
}

async function main() {
  for (const dir of [ROOT, BASE]) {
    if (dir && !existsSync(path.join(dir, 'iframe.html'))) {
      throw new Error(
        `No ${dir}/iframe.html: run \`pnpm exec storybook build -o storybook-static\` first.`,
      )
    }
  }
  const servers = [await serveStatic(ROOT), ...(BASE ? [await serveStatic(BASE)] : [])]
  const builds: Build[] = servers.map((server, b) => ({
    label: b === 0 ? (BASE ? `this build (${ROOT})` : '') : `base build (${BASE})`,
    url: server.url,
    samples: cases.map(() => ({ rendered: [], longest: [], blocking: [], cpu: [], load: [] })),
  }))
  const browser = await chromium.launch(chromiumLaunchOptions)
  console.log(
    `render benchmark, ${RUNS} runs each (ms: p50 / p95); load average ${loadavg()} at the start`,
  )
  for (let i = 0; i < RUNS + 2; i++) {
    for (const [k, c] of cases.entries()) {
      for (const build of builds) {
        const timing = await measure(browser, build.url, c)
        if (i < 2) continue // warm-up: caches and the JIT
        const renderTask = timing.long.find(
          (t) => t.start <= timing.at && timing.at <= t.start + t.duration,
        )
        const s = build.samples[k]!
        s.rendered.push(timing.at)
        s.longest.push(renderTask?.duration ?? 0)
        s.blocking.push(timing.long.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0))
        s.cpu.push(timing.cpu)
        s.load.push(os.loadavg()[0]!)
      }
    }
  }
  const fmt = (v: number[]) => `${percentile(v, 50).toFixed(0)} / ${percentile(v, 95).toFixed(0)}`
  /** ", goal ≤ 50 ms: met" for a case issue 13 holds to a goal, held to its wall-clock p50. */
  const verdict = (c: (typeof cases)[number], wall: number) =>
    c.goal === undefined ? '' : `; goal ≤ ${c.goal} ms: ${wall <= c.goal ? 'met' : 'not met'}`
  const overs: Record<string, [wall: number, cpu: number]>[] = []
  for (const build of builds) {
    if (build.label) console.log(build.label)
    const medians: Record<string, [wall: number, cpu: number]> = {}
    for (const [k, c] of cases.entries()) {
      const { rendered, longest, blocking, cpu, load } = build.samples[k]!
      console.log(`  ${c.name}`)
      console.log(`    page load to rendered       ${fmt(rendered)}`)
      console.log(`    the rendering task          ${fmt(longest)}`)
      console.log(`    blocking time until then    ${fmt(blocking)}`)
      console.log(`    main-thread CPU until then  ${fmt(cpu)}`)
      console.log(
        `    load average (1 min)        ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`,
      )
      medians[c.name] = [percentile(rendered, 50), percentile(cpu, 50)]
    }
    const over: Record<string, [number, number]> = {}
    for (const c of cases) {
      if (c.name.endsWith('(baseline)')) continue
      const base = c.over ?? 'SubscriptionTable, empty (baseline)'
      const [wall, cpu] = medians[c.name] ?? [NaN, NaN]
      const [baseWall, baseCpu] = medians[base] ?? [NaN, NaN]
      over[c.name] = [wall - baseWall, cpu - baseCpu]
      console.log(
        `  ${c.name}: ${over[c.name]![0].toFixed(0)} ms over ${base} (p50; CPU ${over[c.name]![1].toFixed(0)} ms)${verdict(c, over[c.name]![0])}`,
      )
    }
    overs.push(over)
  }
  if (overs.length === 2) {
    console.log('p50 over its baseline (wall clock; main-thread CPU), this build against the base:')
    for (const c of cases.filter(({ name }) => name in overs[0]!)) {
      const [[wall, cpu], [baseWall, baseCpu]] = [overs[0]![c.name]!, overs[1]![c.name]!]
      console.log(
        `  ${c.name}: ${wall.toFixed(0)} against ${baseWall.toFixed(0)} ms; CPU ${cpu.toFixed(0)} against ${baseCpu.toFixed(0)} ms${verdict(c, wall)}`,
      )
    }
  }
  console.log(
    'JavaScript function calls until rendered (one load each; a build gives the same counts to within a few dozen):',
  )
  for (const build of builds) {
    if (build.label) console.log(build.label)
    const calls = new Map<string, number>()
    for (const c of cases) calls.set(c.name, await countCalls(browser, build.url, c))
    for (const c of cases) {
      const base = c.name.endsWith('(baseline)')
        ? undefined
        : (c.over ?? 'SubscriptionTable, empty (baseline)')
      const over =
        base && calls.has(base) ? ` (${calls.get(c.name)! - calls.get(base)!} over ${base})` : ''
      console.log(`  ${c.name}: ${calls.get(c.name)}${over}`)
    }
  }
  console.log(`  load average ${loadavg()} at the end`)
  await browser.close()
  for (const server of servers) await server.close()
}

/** One page load of a case: when its selector appeared, and the long tasks until then. */
async function measure(browser: Browser, url: string, c: (typeof cases)[number]) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.addInitScript((selector: string) => {
    const w = window as unknown as {
      __long: { start: number; duration: number }[]
      __at?: number
    }
    w.__long = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
    new MutationObserver((_, observer) => {
      const [css, nth] = selector.split(' >> nth=')
      const found = document.querySelectorAll(css ?? selector)
      if (found.length > Number(nth ?? 0)) {
        w.__at = performance.now()
        performance.mark('recur-rendered')
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  }, c.ready)
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  // Manual a11y: the addon would otherwise run axe after render and be counted as render time.
  await page.goto(`${url}/iframe.html?id=${c.story}&viewMode=story&globals=a11y.manual:!true`)
  // The observer's moment, not Playwright's visibility check: the story's play function may
  // already be scrolling the rows away.
  await page.waitForFunction(() => (window as unknown as { __at?: number }).__at !== undefined)
  await page.waitForTimeout(300) // let the long-task observer deliver
  const timing = await page.evaluate(() => {
    const w = window as unknown as {
      __long: { start: number; duration: number }[]
      __at: number
    }
    const before = w.__long.filter((t) => t.start <= w.__at)
    return { at: w.__at, long: before }
  })
  const cpu = mainThreadCpu(JSON.parse((await browser.stopTracing()).toString()))
  await page.close()
  return { ...timing, cpu }
}

/**
 * How many JavaScript functions ran from the page's start until the case's selector appeared
 * (V8's precise coverage with call counts, read while a breakpoint holds the page there). Not a
 * time: a count of work that another tenant of the machine cannot stretch, so two builds compare
 * on a busy machine too. Counting slows the page, which is why the timed loads do not count.
 */
async function countCalls(browser: Browser, url: string, c: (typeof cases)[number]) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.addInitScript((selector: string) => {
    const [css, nth] = selector.split(' >> nth=')
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll(css ?? selector).length > Number(nth ?? 0)) {
        observer.disconnect()
        // eslint-disable-next-line no-debugger -- where the count is read
        debugger
      }
    }).observe(document, { childList: true, subtree: true })
  }, c.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  await cdp.send('Debugger.enable')
  const counted = new Promise<number>((resolve, reject) => {
    cdp.once('Debugger.paused', () => {
      cdp
        .send('Profiler.takePreciseCoverage')
        .then(({ result }) => {
          let calls = 0
          for (const script of result)
            for (const fn of script.functions) calls += fn.ranges[0]!.count
          resolve(calls)
          return cdp.send('Debugger.resume')
        })
        .catch(reject)
    })
  })
  await page.goto(`${url}/iframe.html?id=${c.story}&viewMode=story&globals=a11y.manual:!true`)
  const calls = await counted
  await page.close()
  return calls
}

const TRACE_CATEGORIES = [...TASK_TRACE_CATEGORIES, 'blink.user_timing']

/**
 * The renderer main thread's CPU time (the trace's thread duration, not the wall clock) in its
 * tasks up to the end of the one that rendered: what the page cost the CPU, which a machine
 * busy with other work stretches far less than the wall-clock figures.
 */
function mainThreadCpu({ traceEvents }: { traceEvents: TraceEvent[] }) {
  const mark = traceEvents.find((e) => e.name === 'recur-rendered')
  if (!mark) return NaN
  const tasks = pageTasks(traceEvents, mark.pid).filter((e) => e.ts <= mark.ts)
  return tasks.reduce((us, e) => us + (e.tdur ?? 0), 0) / 1000
}

await main()
