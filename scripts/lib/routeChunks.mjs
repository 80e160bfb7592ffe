// What a first visit to each route downloads, read from Vite's manifest: the entry chunk and its
// static imports, then each of the route's lazy modules (scripts/bundle-budgets.json) and their
// static imports, every file once. Shared by the budget check and the attribution report.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function fail(tool, message) {
  console.error(`${tool}: ${message}`)
  process.exit(2)
}

export function readJson(tool, file, what) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return fail(tool, `cannot read ${what} at ${file} (${error.message})`)
  }
}

/** The build's manifest, its entry's files and each budgeted route's files (manifest keys). */
export function routeChunks(tool, distDir, routes) {
  const manifest = readJson(tool, path.join(distDir, '.vite/manifest.json'), 'the Vite manifest')
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (entryKeys.length !== 1)
    fail(tool, `expected one entry chunk in the manifest, found ${entryKeys.length}`)

  const withStaticImports = (key, into = new Set()) => {
    if (into.has(key)) return into
    if (!manifest[key]) fail(tool, `the manifest has no chunk '${key}'`)
    into.add(key)
    for (const imported of manifest[key].imports ?? []) withStaticImports(imported, into)
    return into
  }

  const entry = withStaticImports(entryKeys[0])
  const perRoute = Object.entries(routes).map(([route, { lazy, budgetKB }]) => {
    const keys = new Set(entry)
    for (const key of lazy) withStaticImports(key, keys)
    return { route, lazy, budgetKB, keys }
  })
  return { manifest, entry, perRoute }
}
