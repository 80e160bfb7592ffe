// What a first visit to each route downloads, read from Vite's manifest: the entry chunk and its
// static imports, then each of the route's lazy modules (scripts/bundle-budgets.json) and their
// static imports, every file once. A route whose `entry` is 'signed-out' (a prerendered page)
// loads the signed-out pages' own build instead (packages/app/vite.config.ts,
// .vite/manifest-signed-out.json): its entry and that entry's static imports. That build's chunks
// are in the manifest returned under keys starting 'signed-out:'. Shared by the budget check, the
// attribution report and the app's route shells.
import { existsSync, readFileSync } from 'node:fs'
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

  const signedOutEntry = addSignedOutBuild(tool, distDir, manifest)
  const entry = withStaticImports(entryKeys[0])
  const perRoute = Object.entries(routes).map(([route, { lazy, budgetKB, entry: build }]) => {
    if (build === SIGNED_OUT) {
      if (!signedOutEntry)
        fail(tool, `${route} loads the signed-out build, which is not in the build`)
      return { route, lazy, budgetKB, keys: withStaticImports(signedOutEntry) }
    }
    const keys = new Set(entry)
    for (const key of lazy) withStaticImports(key, keys)
    return { route, lazy, budgetKB, keys }
  })
  return { manifest, entry, perRoute }
}

const SIGNED_OUT = 'signed-out'

/**
 * Adds the signed-out build's chunks to `manifest` under keys starting 'signed-out:', and answers
 * its entry's key; none when the build has no such manifest.
 */
function addSignedOutBuild(tool, distDir, manifest) {
  const file = path.join(distDir, `.vite/manifest-${SIGNED_OUT}.json`)
  if (!existsSync(file)) return undefined
  const prefixed = (key) => `${SIGNED_OUT}:${key}`
  const own = readJson(tool, file, "the signed-out build's manifest")
  for (const [key, chunk] of Object.entries(own)) {
    manifest[prefixed(key)] = {
      ...chunk,
      imports: chunk.imports?.map(prefixed),
      dynamicImports: chunk.dynamicImports?.map(prefixed),
    }
  }
  const entries = Object.keys(own).filter((key) => own[key].isEntry)
  if (entries.length !== 1)
    fail(tool, `expected one entry chunk in ${file}, found ${entries.length}`)
  return prefixed(entries[0])
}
