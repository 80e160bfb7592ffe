#!/usr/bin/env node
/**
 * What fills a page load's longest main-thread task, from a Chrome trace (prints, asserts
 * nothing): the task's length, its top-level work (script evaluation per file, function calls,
 * style, layout, paint, HTML parsing) and, from the trace's CPU samples, the JavaScript it ran by
 * file and by function.
 *
 *   LIGHTHOUSE_ONLY=screens LIGHTHOUSE_TRACE=/tmp/traces pnpm exec tsx tests/bench/lighthouse.ts 1
 *   node scripts/longest-task.mjs /tmp/traces/dashboard-1.json [--top 15] [--rank 2] [--maps DIR]
 *     [--inclusive]
 *
 * --maps packages/app/dist names each function of the build by its source map (its name in the
 * source, and the source file and line), for the minified names of react-dom and the app.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

const VALUED = ['--top', '--rank', '--maps']
const [file] = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !VALUED.includes(all[i - 1]))
const topAt = process.argv.indexOf('--top')
const TOP = topAt > 0 ? Number(process.argv[topAt + 1]) : 15
const rankAt = process.argv.indexOf('--rank')
/** --rank 2: the second longest task instead. */
const RANK = rankAt > 0 ? Number(process.argv[rankAt + 1]) : 1
const mapsAt = process.argv.indexOf('--maps')
/** --maps <dist>: the built app whose source maps name the functions. */
const MAPS = mapsAt > 0 ? process.argv[mapsAt + 1] : undefined
/** --inclusive: also each function's total time, with the functions it called. */
const INCLUSIVE = process.argv.includes('--inclusive')
if (!file) {
  console.error(
    'usage: node scripts/longest-task.mjs <trace.json> [--top N] [--rank N] [--maps DIR] [--inclusive]',
  )
  process.exit(2)
}

const trace = JSON.parse(readFileSync(file, 'utf8'))
const events = Array.isArray(trace) ? trace : trace.traceEvents

// The page's main thread: of the renderer threads that parsed or ran something from the web (not
// the browser's own pages, chrome://…), the one that ran the most top-level tasks.
const webThreads = new Set(
  events
    .filter((e) => /^https?:/.test(e.args?.data?.url ?? e.args?.beginData?.url ?? ''))
    .map((e) => `${e.pid}:${e.tid}`),
)
const threadNames = new Map(
  events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name')
    .map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
)
const tasks = events.filter(
  (e) =>
    e.ph === 'X' &&
    e.name === 'RunTask' &&
    threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' &&
    webThreads.has(`${e.pid}:${e.tid}`),
)
const perThread = new Map()
for (const task of tasks) {
  const key = `${task.pid}:${task.tid}`
  perThread.set(key, (perThread.get(key) ?? 0) + task.dur)
}
const [main] = [...perThread].sort((a, b) => b[1] - a[1])[0] ?? []
if (!main) {
  console.error(`${file}: no renderer main thread with tasks`)
  process.exit(1)
}
const onMain = (e) => `${e.pid}:${e.tid}` === main
const longest = tasks.filter(onMain).sort((a, b) => b.dur - a.dur)
const task = longest[RANK - 1]
const end = task.ts + task.dur
const ms = (us) => (us / 1000).toFixed(1)
const short = (url) => (url ? path.basename(new URL(url, 'http://x').pathname) || url : '')

console.log(
  `${path.basename(file)}: task ${RANK} by length, ${ms(task.dur)} ms (next: ${longest
    .slice(RANK, RANK + 3)
    .map((t) => ms(t.dur))
    .join(', ')} ms)`,
)

// The task's direct children, the work the browser did in it, in order.
const inside = events
  .filter((e) => onMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
  .filter((e) => e !== task)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
const children = []
let reach = -1
for (const e of inside) {
  if (e.ts >= reach) {
    children.push(e)
    reach = e.ts + e.dur
  }
}
console.log('  top-level work in it:')
for (const e of children.filter((c) => c.dur >= 500)) {
  const data = e.args?.data ?? e.args?.beginData ?? {}
  const what = short(data.url) || data.functionName || data.type || ''
  console.log(`    ${ms(e.dur).padStart(6)} ms  ${e.name} ${what}`)
}
const small = children.filter((c) => c.dur < 500)
if (small.length) {
  console.log(
    `    ${ms(small.reduce((sum, c) => sum + c.dur, 0)).padStart(6)} ms  ${small.length} shorter pieces`,
  )
}

// The JavaScript it ran: the CPU profile's samples that fall inside the task, by self time.
// Each profile (one per V8 isolate, `id`) lists its nodes and samples in chunks, each sample's time
// a delta from the one before; only the main thread's process counts.
const mainPid = Number(main.split(':')[0])
const nodes = new Map()
const samples = []
const clock = new Map()
for (const e of events) {
  if (e.pid !== mainPid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue
  if (e.name === 'Profile') {
    clock.set(e.id, e.args.data.startTime)
    continue
  }
  const { cpuProfile, timeDeltas = [] } = e.args.data
  for (const node of cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node)
  let time = clock.get(e.id) ?? 0
  ;(cpuProfile?.samples ?? []).forEach((id, i) => {
    time += timeDeltas[i] ?? 0
    samples.push({ id: `${e.id}:${id}`, time })
  })
  clock.set(e.id, time)
}
samples.sort((a, b) => a.time - b.time)
const inTask = samples.filter((s) => s.time >= task.ts && s.time <= end)
if (!inTask.length) {
  console.log('  (no CPU samples in the trace)')
  process.exit(0)
}
// Each sample stands for the time until the next one: the profiler samples unevenly (densely in a
// busy task, sparsely when idle), so an average interval over the trace misstates a task's time.
const spanOf = new Map(
  inTask.map((s, i) => [s, Math.min(inTask[i + 1]?.time ?? end, end) - s.time]),
)
const tally = (key) => {
  const totals = new Map()
  for (const sample of inTask) {
    const frame = nodes.get(sample.id)?.callFrame ?? {}
    const name = key(frame)
    totals.set(name, (totals.get(name) ?? 0) + spanOf.get(sample))
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP)
}
console.log(`  JavaScript by file (self time, ${inTask.length} samples):`)
for (const [name, us] of tally((f) => short(f.url) || `(${f.functionName || 'native'})`)) {
  console.log(`    ${ms(us).padStart(6)} ms  ${name}`)
}
// A built file's source map, read once (null where there is none).
const maps = new Map()
const mapOf = (url) => {
  const file = MAPS && url && path.join(MAPS, new URL(url, 'http://x').pathname)
  if (!file) return null
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(`${file}.map`)
        ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
        : null,
    )
  }
  return maps.get(file)
}
/** Where a function is defined: in its source, where a map says, else in the built file. */
const functionName = (f) => {
  const built = `${f.functionName || '(anonymous)'} ${short(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`
  const original = mapOf(f.url)?.originalPositionFor({
    line: f.lineNumber + 1,
    column: f.columnNumber,
  })
  if (!original?.source) return built
  const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '')
  return `${original.name || f.functionName || '(anonymous)'} ${source}:${original.line}`
}
console.log('  JavaScript by function (self time):')
for (const [name, us] of tally(functionName)) {
  console.log(`    ${ms(us).padStart(6)} ms  ${name}`)
}
if (INCLUSIVE) {
  // Total time: every sample counts once for each function on its stack, so the phases of a
  // render (react-dom's renderRootSync, commitRoot, …) show what they hold.
  const totals = new Map()
  for (const sample of inTask) {
    const seen = new Set()
    for (
      let node = nodes.get(sample.id);
      node;
      node = nodes.get(`${sample.id.split(':')[0]}:${node.parent}`)
    ) {
      const name = functionName(node.callFrame ?? {})
      if (seen.has(name)) continue
      seen.add(name)
      totals.set(name, (totals.get(name) ?? 0) + spanOf.get(sample))
    }
  }
  console.log('  JavaScript by function (total time, with what it called):')
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`    ${ms(us).padStart(6)} ms  ${name}`)
  }
}
