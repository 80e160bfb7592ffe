#!/usr/bin/env node
// Per-route JavaScript budgets for the built app (issue #6).
//
//   node scripts/bundle-budget.mjs [distDir] [--budgets file.json] [--chunks]
//
// distDir defaults to packages/app/dist and must hold Vite's manifest (.vite/manifest.json,
// `build.manifest` in packages/app/vite.config.ts). For every route in the budgets file
// (scripts/bundle-budgets.json) it adds up the gzip size of the JavaScript a first visit to that
// route downloads: the entry chunk and its static imports, then each of the route's lazy modules
// (its frame and its screen, see packages/app/src/routing/routes.tsx) and their static imports,
// every file counted once. Sizes are per file, gzip at zlib's default level, in kB (1000 bytes),
// as Vite prints them. --chunks lists the files behind each route's figure.
//
// A route's 'later' modules are the parts its screen loads after its first paint (a dialog behind
// a button, the wallet's statement: packages/app/src/screens/deferred.tsx): not in its figure,
// but listed, so that every lazy chunk of the build belongs somewhere. The 'later' column says
// what they add (their files that the figure does not already hold).
//
// A route's 'wide' modules are the parts only a wide window loads as the screen first renders (the
// subscriptions' table, where a phone shows cards): not in the route's figure, which is what a
// phone downloads, but in the 'wide' column beside it, and held to the route's `wideBudgetKB`.
//
// Exit status: 0 when every route is within its budget; 1 when one is over; 2 when the build or
// the budgets file cannot be read, or they disagree (a route names a module that is not a lazy
// chunk of this build, or a lazy chunk of the build has no route, so no new chunk goes unbudgeted).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { fail as stop, readJson, routeChunks } from './lib/routeChunks.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    budgets: { type: 'string', default: path.join(root, 'scripts/bundle-budgets.json') },
    chunks: { type: 'boolean', default: false },
  },
})
const distDir = path.resolve(positionals[0] ?? path.join(root, 'packages/app/dist'))
const fail = (message) => stop('bundle-budget', message)

const { routes } = readJson('bundle-budget', values.budgets, 'the budgets')
const { manifest, entry, perRoute } = routeChunks('bundle-budget', distDir, routes)

const gzipBytes = new Map()
function gzipSize(key) {
  if (!gzipBytes.has(key)) {
    const file = path.join(distDir, manifest[key].file)
    gzipBytes.set(key, gzipSync(readFileSync(file)).length)
  }
  return gzipBytes.get(key)
}

// Every lazy chunk of the build must belong to a route, and every route's modules must be lazy
// chunks of the build: otherwise the table below measures something other than the app.
const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry)
const budgeted = new Set(
  Object.values(routes).flatMap((route) => [
    ...route.lazy,
    ...(route.wide ?? []),
    ...(route.later ?? []),
  ]),
)
for (const key of budgeted) {
  if (!manifest[key]?.isDynamicEntry) fail(`'${key}' is not a lazy chunk of ${distDir}`)
}
const unbudgeted = dynamicKeys.filter((key) => !budgeted.has(key))
if (unbudgeted.length > 0) {
  fail(`lazy chunks with no route in ${values.budgets}: ${unbudgeted.join(', ')}`)
}

const kB = (bytes) => (bytes / 1000).toFixed(1)
/** `key` and the chunks it imports statically, each once. */
function withImports(key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) withImports(imported, into)
  return into
}
const rows = perRoute.map(({ route, keys, budgetKB }) => {
  const bytes = [...keys].reduce((sum, key) => sum + gzipSize(key), 0)
  const sum = (set) => [...set].reduce((total, key) => total + gzipSize(key), 0)
  const wideKeys = new Set()
  for (const key of routes[route].wide ?? []) withImports(key, wideKeys)
  for (const key of keys) wideKeys.delete(key)
  const laterKeys = new Set()
  for (const key of routes[route].later ?? []) withImports(key, laterKeys)
  for (const key of [...keys, ...wideKeys]) laterKeys.delete(key)
  const wideBudgetKB = routes[route].wideBudgetKB
  return {
    route,
    keys,
    bytes,
    budget: budgetKB * 1000,
    wideKeys,
    wide: sum(wideKeys),
    wideBudget: wideBudgetKB === undefined ? undefined : wideBudgetKB * 1000,
    laterKeys,
    later: sum(laterKeys),
  }
})
/** Issue 13's goal for a route: its own `goalKB`, else the budgets file's `goalKB` for every route. */
const budgetsFile = readJson('bundle-budget', values.budgets, 'the budgets')
const goalOf = (route) => (routes[route].goalKB ?? budgetsFile.goalKB ?? NaN) * 1000

const table = [
  ['route', 'files', 'kB gzip', 'budget', 'headroom', 'goal', 'wide', 'later'],
  ...rows.map(({ route, keys, bytes, budget, wide, wideBudget, later }) => [
    route,
    String(keys.size),
    kB(bytes),
    kB(budget),
    bytes > budget
      ? `OVER by ${kB(bytes - budget)}`
      : `${kB(budget - bytes)} (${Math.round((100 * (budget - bytes)) / budget)}%)`,
    Number.isNaN(goalOf(route))
      ? '–'
      : `${kB(goalOf(route))} ${bytes <= goalOf(route) ? 'met' : `not met by ${kB(bytes - goalOf(route))}`}`,
    wide > 0
      ? `+${kB(wide)} = ${kB(bytes + wide)}${wideBudget === undefined ? '' : ` of ${kB(wideBudget)}${bytes + wide > wideBudget ? ' OVER' : ''}`}`
      : '–',
    later > 0 ? `+${kB(later)}` : '–',
  ]),
]
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
for (const row of table) {
  console.log(
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  )
}
const entryBytes = [...entry].reduce((sum, key) => sum + gzipSize(key), 0)
console.log(
  `\nentry (in every route): ${kB(entryBytes)} kB gzip in ${entry.size} files; ${distDir}`,
)

if (values.chunks) {
  for (const { route, keys, wideKeys, laterKeys } of rows) {
    console.log(`\n${route}`)
    for (const key of keys) {
      const where = entry.has(key) ? 'entry' : routes[route].lazy.includes(key) ? 'lazy' : 'import'
      console.log(`  ${kB(gzipSize(key)).padStart(6)}  ${where.padEnd(6)}  ${manifest[key].file}`)
    }
    for (const key of wideKeys) {
      console.log(`  ${kB(gzipSize(key)).padStart(6)}  ${'wide'.padEnd(6)}  ${manifest[key].file}`)
    }
    for (const key of laterKeys) {
      console.log(`  ${kB(gzipSize(key)).padStart(6)}  ${'later'.padEnd(6)}  ${manifest[key].file}`)
    }
  }
}

const over = rows.filter(
  ({ bytes, budget, wide, wideBudget }) =>
    bytes > budget || (wideBudget !== undefined && bytes + wide > wideBudget),
)
if (over.length > 0) {
  console.error(`\nover budget: ${over.map(({ route }) => route).join(', ')}`)
  process.exit(1)
}
