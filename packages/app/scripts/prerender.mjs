#!/usr/bin/env node
// The last step of the app's build (`pnpm --filter @recur/app build`): writes each page of
// PRERENDERED_PATHS (src/routing/prerendered.ts) as dist/prerendered/<path>.html, index.html with
// the page's server-rendered HTML in #root and its CSS in <head>, and .gz and .br beside it as
// for every other file of the build. The server sends that file for a page navigation to the
// path (packages/server/src/plugins/spa.ts); every other page still gets index.html.
//
// It runs the server render built by `vite build --ssr src/prerender.tsx --outDir dist-ssr`.
//
// A prerendered page paints from its HTML alone, and only then asks for the app. index.html's
// head asks for the entry script and every chunk it imports (modulepreload) and for the entry's
// stylesheet: on slow mobile data those compete with the page for the first round trips, and the
// scripts that arrive before the page has painted run before it paints. So the prerendered copy
// has none of them: the stylesheet (the @font-face rules, a few kB) is inlined, and one small
// script of its own (assets/boot-<hash>.js, written here, `async`) asks, once the page has
// painted, for the entry of these pages (src/signedOut/main.tsx, built apart by `vite build
// --mode signed-out`: no react-router, no TanStack Query) and its imports. The CSP stays as it is: the script is a file of ours, and
// inline styles are allowed already (styled-components).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readJson, routeChunks } from '../../../scripts/lib/routeChunks.mjs'
import { evaluateInTurn } from './evaluateInTurn.mjs'
import { intlWorker } from './intlWorker.mjs'
import { writeWithTwins } from './writeWithTwins.mjs'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(appDir, 'dist')
const {
  prerender,
  PRERENDERED_PATHS,
  SIGNED_IN_PRERENDERED_PATHS,
  SUBMIT_REQUESTED,
  PRESS_REQUESTED,
  APP_LOCALE,
} = await import(pathToFileURL(path.join(appDir, 'dist-ssr/prerender.js')).href)
const intl = intlWorker(APP_LOCALE)

const ROOT = '<div id="root"></div>'

/** Removes `tag` (and its line) from `html`, once: a template that changed shape stops the build. */
function without(html, tag) {
  const count = html.split(tag).length - 1
  if (count !== 1) throw new Error(`dist/index.html has ${count} × ${tag}, expected 1`)
  const at = html.indexOf(tag)
  const lineStart = html.slice(0, at).search(/\n[ \t]*$/)
  return html.slice(0, lineStart === -1 ? at : lineStart) + html.slice(at + tag.length)
}

const readManifest = (name) => JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'))
/** A build's one entry chunk (its manifest key) and the manifest. */
function entryOf(name) {
  const manifest = readManifest(name)
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (keys.length !== 1) throw new Error(`expected one entry chunk in dist/.vite/${name}`)
  return { manifest, key: keys[0], entry: manifest[keys[0]] }
}
/**
 * The entry chunk and every chunk it imports, each after the chunks it imports itself: the order
 * in which the browser evaluates them (a depth-first walk of each chunk's imports, as the manifest
 * lists them, which is the order of the chunk's import statements).
 */
function chunksInOrder({ manifest, key }) {
  const files = []
  const walk = (at) => {
    const { file, imports = [] } = manifest[at]
    if (files.includes(file)) return
    for (const imported of imports) walk(imported)
    files.push(file)
  }
  walk(key)
  return files
}

// The app's index.html is the template; the pages load their own entry (src/signedOut/main.tsx,
// built apart by `vite build --mode signed-out`), which needs neither react-router nor TanStack
// Query, instead of the app's.
const app = entryOf('manifest.json')
const signedOut = entryOf('manifest-signed-out.json')
const entryChunks = chunksInOrder(signedOut)

let template = readFileSync(path.join(dist, 'index.html'), 'utf8')
if (!template.includes(ROOT) || !template.includes('</head>')) {
  throw new Error(`dist/index.html has no ${ROOT} or no </head>`)
}
template = without(
  template,
  template.match(
    /<script defer fetchpriority="high" src="\/assets\/start-[\w-]+\.js"><\/script>/,
  )?.[0] ?? "(the app's start script)",
)
for (const file of chunksInOrder(app)) {
  template = without(template, `<link rel="modulepreload" crossorigin href="/${file}">`)
}
for (const file of app.entry.css ?? []) {
  template = without(template, `<link rel="stylesheet" crossorigin href="/${file}">`)
}
/**
 * A build's entry stylesheets (the @font-face rules), as <style> elements, each with a disabled
 * <link> to its file, which the browser neither downloads nor applies. The app's lazy chunks list
 * the entry's stylesheet among what they need, and Vite's preload helper adds a <link> for any
 * stylesheet it does not find in the document. Without the disabled one, the first such import
 * (the idle prefetch of the next page) downloaded the file and applied it again: its @font-face
 * rules, new to the browser, had it lay the whole page out again (20 ms of layout on a desktop
 * CPU, every one of /all-subscriptions' 1,373 boxes, a second after the page had drawn).
 */
const inlinedCss = ({ entry }) =>
  (entry.css ?? [])
    .map(
      (file) =>
        `<style>${readFileSync(path.join(dist, file), 'utf8')}</style>` +
        `<link rel="stylesheet" href="/${file}" disabled>`,
    )
    .join('')
if (/<script|<link rel="(modulepreload|stylesheet)"/.test(template)) {
  throw new Error('dist/index.html asks for a script or stylesheet this step does not know')
}

// The page's first paint is the paint timing entry where the browser reports one (delivered once
// the frame is on screen), else the task after the first frame. Until then the page is its HTML.
// The boot script first starts the worker that loads Intl's data off the main thread
// (intlWorker.mjs). Then every chunk of the entry downloads at once (modulepreload), and each is
// evaluated in a task of its own, in the browser's own order: evaluating the whole graph at once,
// as a module script does, is one long task during which the painted page cannot answer a tap or
// a key. A signed-in page's loading view (`afterFonts`) waits for its text's font too (withLatinTextBlocking, below),
// for no longer than the 3 s a browser hides text for: its text is what it paints.
//
// Its form works before the app has loaded: a submit (a tap on its button, Enter in a field) is
// held back and the form marked, and the app submits it again with what was typed once it has
// taken over (src/routing/handOver.ts). The static page's submit buttons are disabled, so that a
// page whose script never ran does not submit itself as a GET (the password in the address);
// this script enables them. A button pressed before then (the menu's) is marked likewise, and the
// app presses it again. Once the app has rendered (it marks the document data-rendered), its own
// handlers have the forms and buttons.

/**
 * Writes the boot script that evaluates `chunks` in turn once the page has painted, and fetches
 * `preloaded` beside them (the chunks the page's route imports when the app's router matches it).
 * Answers its file, named by its content.
 */
function writeBoot(chunks, { preloaded = [], afterFonts = false } = {}) {
  const boot = `// Written by packages/app/scripts/prerender.mjs: loads the app after the page has painted.
;(function (chunks, preloaded, afterFonts, submitRequested, pressRequested) {
  ${intl.start}
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute('data-rendered')) return
      var button = event.target.closest && event.target.closest('#root button:not([type="submit"])')
      if (!button) return
      document.querySelectorAll('[' + pressRequested + ']').forEach(function (pressed) {
        pressed.removeAttribute(pressRequested)
      })
      button.setAttribute(pressRequested, '')
    },
    true,
  )
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      if (document.documentElement.hasAttribute('data-rendered') || !form.closest('#root')) return
      event.preventDefault()
      form.setAttribute(submitRequested, '')
    },
    true,
  )
  function enable() {
    document.querySelectorAll('#root [type="submit"][disabled]').forEach(function (button) {
      button.disabled = false
    })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enable)
  else enable()

  // Each appended link starts a fetch, about 0.5 ms of a desktop CPU's main thread: the 33 of
  // /all-subscriptions at once were one task of 16-20 ms (65 ms at 4x CPU), a few per task are not.
  var PRELOADS_PER_TASK = 4
  var started = false
  function start() {
    if (started) return
    started = true
    var links = chunks.concat(preloaded)
    ;(function preload(from) {
      links.slice(from, from + PRELOADS_PER_TASK).forEach(function (href) {
        var link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.appendChild(link)
      })
      if (from + PRELOADS_PER_TASK < links.length) {
        setTimeout(function () {
          preload(from + PRELOADS_PER_TASK)
        })
      }
    })(0)
    evaluateInTurn(chunks)
  }
  ${evaluateInTurn}
  function painted() {
    if (!afterFonts || !document.fonts) return void setTimeout(start)
    var hidden = new Promise(function (resolve) {
      setTimeout(resolve, 3000)
    })
    Promise.race([document.fonts.ready, hidden]).then(function () {
      setTimeout(start)
    })
  }
  var types = (self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(painted).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(painted)
  }
})(${JSON.stringify(chunks.map((file) => `/${file}`))}, ${JSON.stringify(preloaded.map((file) => `/${file}`))}, ${afterFonts}, ${JSON.stringify(SUBMIT_REQUESTED)}, ${JSON.stringify(PRESS_REQUESTED)})
`
  const file = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`
  writeWithTwins(path.join(dist, file), boot)
  return file
}

// The browser may paint a page it has only partly parsed (its parser yields when its time is up,
// more often on a busy phone). The form is centred in its column, so a half-parsed form painted
// there moves up as the rest arrives: a layout shift of up to 0.09 in one load of ~25 here. So
// #root stays invisible until its last child, PARSED, is in; the app's render replaces that
// child and marks the document data-rendered in the same commit. A browser without :has()
// drops the rule and paints as before.
const PARSED = '<i data-parsed hidden></i>'
const parsedRule = `<style>html:not([data-rendered]) #root:not(:has(> [data-parsed])){visibility:hidden}</style>`
/** Writes `pathname`'s page, rendered with `options`, into dir/<path>.html with its `css` and `bootFile`. */
async function writePage(dir, pathname, { css, bootFile, options }) {
  const { html: rendered, head } = await prerender(pathname, options)
  // Without a script, a form must not submit itself (as a GET, the password in the address): its
  // submit button is disabled in the static page; the boot script enables it (above).
  const html = rendered.replaceAll('type="submit"', 'type="submit" disabled=""')
  const page = template
    .replace(
      '</head>',
      () => `${css}${parsedRule}<script async src="/${bootFile}"></script>${head}</head>`,
    )
    .replace(ROOT, () => `<div id="root">${html}${PARSED}</div>`)
  const file = path.join(dist, dir, `${pathname.slice(1)}.html`)
  writeWithTwins(file, page)
  console.log(`${path.relative(appDir, file)}: ${(page.length / 1000).toFixed(1)} kB`)
}

if (!existsSync(path.join(dist, intl.file))) {
  throw new Error(`dist has no ${intl.file}: the app's build writes it (vite.config.ts)`)
}
const signedOutBoot = writeBoot(entryChunks)
for (const pathname of PRERENDERED_PATHS) {
  await writePage('prerendered', pathname, { css: inlinedCss(signedOut), bootFile: signedOutBoot })
}

// A signed-in page's loading view loads the app's own entry, and its route's chunks beside it
// (scripts/bundle-budgets.json's `lazy`, as scripts/routeShells.mjs asks for them on index.html).
// The server sends it only to a navigation that carries the session cookie (spa.ts).
const { routes: budgets } = readJson(
  'prerender',
  path.resolve(appDir, '../../scripts/bundle-budgets.json'),
  'the route budgets',
)
const { manifest, entry: appEntry, perRoute } = routeChunks('prerender', dist, budgets)
const appChunks = chunksInOrder(app)
/**
 * A signed-in page's text waits for its font rather than paint in the fallback and swap
 * (`font-display: block` for the face of its latin text; the others, the ₦ sign's among them, swap
 * as before), and the boot script asks for the app once the font is in. In the fallback the
 * page's title is a little narrower than in Inter, so the app's render over it, in Inter by then,
 * was a larger paint of it: the page's largest paint moved from the prerendered title to the
 * app's, seconds later. Blocking every face also held the app's first layout with amounts (the ₦
 * face then loading) for 80 ms in a trace; the latin face alone did not.
 *
 * That face and the ₦ sign's are preloaded, so Chrome holds the first paint for them (briefly)
 * and lays the page out once, in Inter. Laid out first in the fallback's widths, the list's
 * toolbar moved 'Add New' by 4 px when the latin face came; the header's balance, drawn with its
 * ₦ in the fallback, moved when the ₦ face came (layout shifts in Lighthouse).
 */
function withLatinTextBlocking(css) {
  let changed = 0
  const result = css.replace(/@font-face\{[^}]*\}/g, (face) => {
    if (!face.includes('/inter-latin-wght-') || !face.includes('font-display:swap')) return face
    changed++
    return face.replace('font-display:swap', 'font-display:block')
  })
  if (changed !== 1)
    throw new Error(`expected one swapping @font-face for Inter's latin face, found ${changed}`)
  return preloadingFaces(result, ['inter-latin-wght-', 'inter-naira-wght-'])
}

/** `css` with a preload before it of the font file of each face named (its file's prefix). */
function preloadingFaces(css, prefixes) {
  const links = prefixes.map((prefix) => {
    const files = [...css.matchAll(/url\((\/assets\/[\w-]+\.woff2)\)/g)]
      .map((match) => match[1])
      .filter((file) => file.startsWith(`/assets/${prefix}`))
    if (files.length !== 1) throw new Error(`expected one font file /assets/${prefix}*.woff2`)
    return `<link rel="preload" href="${files[0]}" as="font" type="font/woff2" crossorigin>`
  })
  return links.join('') + css
}
for (const pathname of SIGNED_IN_PRERENDERED_PATHS) {
  const route = perRoute.find((candidate) => candidate.route === pathname)
  if (!route) throw new Error(`scripts/bundle-budgets.json has no route ${pathname}`)
  const routeFiles = [...route.keys]
    .filter((key) => !appEntry.has(key))
    .map((key) => manifest[key].file)
  await writePage('prerendered-signed-in', pathname, {
    css: withLatinTextBlocking(inlinedCss(app)),
    bootFile: writeBoot(appChunks, { preloaded: routeFiles, afterFonts: true }),
    options: { asSignedIn: true },
  })
}
