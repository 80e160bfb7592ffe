// Bundles src/main.ts into dist/main.js and src/seedDemo.ts into dist/seedDemo.js (Node 20, ESM). Our workspace packages (@recur/api is
// TypeScript source) are bundled; every other dependency stays external and is loaded from
// node_modules. The SQL migrations and the PGlite thread (src/db/pgliteWorker.mjs) are copied
// beside the bundle, where src/db looks for them.
import { cp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
// `node build.mjs [--outdir DIR]`; the tests build into a temporary directory.
const flag = process.argv.indexOf('--outdir')
const outdir = flag > 0 ? path.resolve(process.argv[flag + 1]) : here('./dist')
const pkg = JSON.parse(await readFile(here('./package.json'), 'utf8'))
const external = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`])

await rm(outdir, { recursive: true, force: true })
await build({
  entryPoints: { main: here('./src/main.ts'), seedDemo: here('./src/seedDemo.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
})
await cp(here('./src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true })
// The embedded database's thread: loaded by file (src/db/pgliteThread.ts), not bundled.
await cp(here('./src/db/pgliteWorker.mjs'), path.join(outdir, 'pgliteWorker.mjs'))
