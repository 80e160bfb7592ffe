#!/usr/bin/env node
// The last step of the app's build (`pnpm --filter @recur/app build`): writes each page of
// PRERENDERED_PATHS (src/routing/prerendered.ts) as dist/prerendered/<path>.html, index.html with
// the page's server-rendered HTML in #root and its CSS in <head>, and .gz and .br beside it as
// for every other file of the build. The server sends that file for a page navigation to the
// path (packages/server/src/plugins/spa.ts); every other page still gets index.html.
//
// It runs the server render built by `vite build --ssr src/prerender.tsx --outDir dist-ssr`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(app, 'dist')
const { prerender, PRERENDERED_PATHS } = await import(
  pathToFileURL(path.join(app, 'dist-ssr/prerender.js')).href
)

const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
const ROOT = '<div id="root"></div>'
if (!template.includes(ROOT) || !template.includes('</head>')) {
  throw new Error(`dist/index.html has no ${ROOT} or no </head>`)
}

for (const pathname of PRERENDERED_PATHS) {
  const { html: rendered, head } = await prerender(pathname)
  // Before the app's script runs, a form must not submit itself (as a GET, the password in the
  // address): its submit button is disabled in the static page; the app renders it enabled.
  const html = rendered.replaceAll('type="submit"', 'type="submit" disabled=""')
  const page = template
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>`)
  const file = path.join(dist, 'prerendered', `${pathname.slice(1)}.html`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, page)
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(page))
  console.log(`${path.relative(app, file)}: ${(page.length / 1000).toFixed(1)} kB`)
}
