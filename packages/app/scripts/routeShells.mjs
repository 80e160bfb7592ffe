#!/usr/bin/env node
// The build's last step (`pnpm --filter @recur/app build`, after prerender.mjs): writes, for each
// page the app renders in the browser (not prerendered), a copy of index.html that also asks for
// that page's own chunks, as dist/shells/<path>.html (a `:param` segment as `[param]`), with .gz
// and .br beside it. The server sends it for a page navigation its path matches
// (packages/server/src/plugins/spa.ts); any other page still gets index.html.
//
// From index.html alone, the browser learns of a page's chunks only once the entry has arrived
// and run and the router has matched the address: on slow mobile data that is a round trip and
// the entry's evaluation before the page's code starts to download. With the page's chunks in
// the head (modulepreload), they download beside the entry, and the router finds them there.
//
// Which lazy modules a route loads is scripts/bundle-budgets.json's `lazy` (the budget check
// fails the build's CI when a lazy chunk has no route there, or a route names a module the build
// does not have). Its '*' (any other address) keeps index.html: a wrong address would only be
// given the not-found page's chunks.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readJson, routeChunks } from '../../../scripts/lib/routeChunks.mjs'
import { writeWithTwins } from './writeWithTwins.mjs'

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(app, 'dist')
const tool = 'routeShells'
const { routes } = readJson(
  tool,
  path.resolve(app, '../../scripts/bundle-budgets.json'),
  'the route budgets',
)
const { manifest, entry, perRoute } = routeChunks(tool, dist, routes)

const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
if (!template.includes('</head>')) throw new Error('dist/index.html has no </head>')

for (const { route, keys } of perRoute) {
  if (route === '*') continue
  const file = `${route
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `[${segment.slice(1)}]` : segment))
    .join('/')}.html`
  // A prerendered page (prerender.mjs) is sent for its path before any shell.
  if (existsSync(path.join(dist, 'prerendered', file))) continue
  const links = [...keys]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
  const page = template.replace('</head>', () => `${links.join('')}</head>`)
  writeWithTwins(path.join(dist, 'shells', file), page)
  console.log(`dist/shells/${file}: ${links.length} chunks`)
}
