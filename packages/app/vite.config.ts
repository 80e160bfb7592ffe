import { createHash } from 'node:crypto'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { darkTheme, lightTheme } from '../ui/src/theme/themes'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import { evaluateInTurn } from './scripts/evaluateInTurn.mjs'
import { intlWorker } from './scripts/intlWorker.mjs'
import { APP_LOCALE } from './src/locale'

// react-aria ships strings for 34 languages; Recur speaks one. By language, not region: react-aria
// has en-US strings, none for en-NG, and the app's en-NG reads them.
const shippedLanguages = [new Intl.Locale(APP_LOCALE).language]

/**
 * react-aria's date fields and calendars build their calendar with @internationalized/date's
 * `createCalendar`, which holds every calendar system it knows (Buddhist, Ethiopic, Hebrew,
 * Indian, three Islamic, Japanese, Persian, Taiwanese: about 3 kB of gzip on each page with a
 * date picker), and react-aria-components give no way to pass another. Recur's one locale
 * (src/locale.ts, react-aria's I18nProvider) reads the Gregorian calendar, so that is the one
 * shipped, as react-aria's own time fields do: the module is the Gregorian calendar alone.
 */
function gregorianCalendarOnly(): Plugin {
  const createCalendar =
    /[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/
  return {
    name: 'recur-gregorian-calendar-only',
    enforce: 'pre',
    load: (id) =>
      createCalendar.test(id)
        ? [
            "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs'",
            'export function createCalendar() {',
            '  return new GregorianCalendar()',
            '}',
          ].join('\n')
        : undefined,
  }
}

/**
 * The browser's frame (address bar, task switcher) in the colour of the app's top bar, light or
 * dark as the device is: `<meta name="theme-color">` in index.html (the prerendered pages copy
 * it). These and the manifest's colours are the ui theme's tokens.
 */
function themeColor(): Plugin {
  const meta = (color: string, scheme: string) =>
    `<meta name="theme-color" content="${color}" media="(prefers-color-scheme: ${scheme})" />`
  return {
    name: 'recur-theme-color',
    transformIndexHtml: (html) =>
      html.replace(
        '</head>',
        () =>
          `${meta(lightTheme.color.surface, 'light')}\n${meta(darkTheme.color.surface, 'dark')}\n</head>`,
      ),
  }
}

/**
 * index.html starts the app with a script of its own, `assets/start-<hash>.js`, that evaluates the
 * entry and its static imports one file per task (scripts/evaluateInTurn.mjs), in place of the
 * module script that evaluates them all in one long task. Every file still downloads at once, as
 * before: each has its `modulepreload` link, the entry's own too. The start script is asked for at
 * high priority: a deferred script is otherwise low, and Chrome holds low requests back while the
 * page's high ones (the modulepreloads) are on their way, though nothing runs without it. It
 * first starts the worker that loads Intl's data off the main thread (scripts/intlWorker.mjs).
 */
function entryInTurn(): Plugin {
  return {
    name: 'recur-entry-in-turn',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const html = bundle['index.html']
      if (html?.type !== 'asset') return
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
      if (entry?.type !== 'chunk') return this.error('index.html has no entry chunk')
      const order: string[] = []
      const walk = (fileName: string) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== 'chunk' || order.includes(fileName)) return
        chunk.imports.forEach(walk)
        order.push(fileName)
      }
      walk(entry.fileName)
      const intl = intlWorker(APP_LOCALE)
      this.emitFile({ type: 'asset', fileName: intl.file, source: intl.source })
      const source = `// Written by packages/app/vite.config.ts: the app's entry, one file per task.\n${intl.start}\n${evaluateInTurn}\nevaluateInTurn(${JSON.stringify(order.map((file) => `/${file}`))})\n`
      const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName, source })
      const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`
      const text = String(html.source)
      if (!text.includes(tag)) return this.error(`index.html has no ${tag}`)
      html.source = text.replace(
        tag,
        () =>
          `<link rel="modulepreload" crossorigin href="/${entry.fileName}">\n    <script defer fetchpriority="high" src="/${fileName}"></script>`,
      )
    },
  }
}

/**
 * The web app manifest (Recur installs to the home screen) and the service worker
 * (src/worker/sw.ts), which precaches the app shell and every built asset, so a repeat visit
 * loads no script or style over the network. The worker is registered by src/worker/register.ts.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    name: 'Recur',
    short_name: 'Recur',
    description: 'Track your subscriptions, fund your wallet and pay for TV bouquets.',
    id: '/',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    lang: APP_LOCALE,
    theme_color: lightTheme.color.surface,
    background_color: lightTheme.color.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The shell, every hashed asset and the font (the plugin adds the manifest and its icons):
    // not the .gz/.br twins, the source maps, Vite's module graph, nor MSW's worker (Storybook's).
    // The prerendered pages are written after this build (scripts/prerender.mjs): the worker asks
    // the network for them.
    globPatterns: ['**/*.{html,js,css,svg,woff2}'],
    globIgnores: ['mockServiceWorker.js', 'prerendered/**', '.vite/**', 'sw.js'],
    // No source map beside the worker: the server refuses .map files anyway (plugins/spa.ts).
    sourcemap: false,
  },
  devOptions: { enabled: false },
})

/** A code-splitting test: a module of one of these npm packages (scoped ones by their scope). */
const inPackages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`)

/**
 * `vite build --mode signed-out` builds the prerendered pages' own entry (src/signedOut/main.tsx)
 * on its own, before the app (package.json's build), so that its chunks hold only what those
 * pages need: one build of both entries would put the libraries either entry starts with into
 * the shared start-up chunks of both (the app would start with formik, the sign-in page with
 * react-router). Its files go into dist/assets beside the app's (each build has its own
 * react-dom file), its manifest into dist/.vite/manifest-signed-out.json; the app's build, after
 * it, keeps them and its service worker precaches them.
 */
const SIGNED_OUT_MODE = 'signed-out'

// The dev server forwards to a locally running server (npm start, or the server package).
export default defineConfig(({ mode, isSsrBuild }) => {
  const signedOut = mode === SIGNED_OUT_MODE
  return {
    // Each asset also as .gz and .br beside it: the server sends those as they are (preCompressed).
    plugins: [
      optimizeLocales.vite({ locales: shippedLanguages }),
      gregorianCalendarOnly(),
      react(),
      ...(signedOut ? [] : [themeColor(), entryInTurn(), pwa]),
      compression({ algorithms: ['gzip', 'brotliCompress'] }),
    ],
    envDir: '../..',
    build: {
      outDir: 'dist',
      emptyOutDir: signedOut || isSsrBuild,
      sourcemap: true,
      // Which chunks each route loads, read by scripts/bundle-budget.mjs and scripts/prerender.mjs:
      // dist/.vite/manifest.json, and the signed-out pages' manifest-signed-out.json.
      manifest: signedOut ? '.vite/manifest-signed-out.json' : true,
      // The server's CSP allows fonts from 'self' only: a small font (Inter's ₦ face) stays a file.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: {
        ...(signedOut && { input: { signedOut: 'src/signedOut/main.tsx' } }),
        output: {
          // What every page loads before its route's chunks (the entry and its static imports) in a
          // few files rather than the dozen-odd that automatic splitting makes of the modules the
          // entry shares with lazy chunks. A few, not one: a prerendered page evaluates each file in
          // a task of its own (scripts/prerender.mjs), so the larger libraries each get theirs and
          // none is one long task. Recur's own shared modules join the entry; route chunks are split
          // as before.
          codeSplitting: {
            groups: [
              {
                name: 'react-dom',
                tags: ['$initial'],
                test: inPackages('react-dom', 'scheduler'),
                priority: 2,
              },
              {
                name: 'router',
                tags: ['$initial'],
                test: inPackages('react-router', 'react-router-dom'),
                priority: 2,
              },
              {
                name: 'react-aria',
                tags: ['$initial'],
                test: inPackages(
                  'react-aria',
                  'react-aria-components',
                  'react-stately',
                  '@react-aria',
                  '@react-stately',
                  '@internationalized',
                ),
                priority: 2,
              },
              // Every other library the entry needs (TanStack Query, styled-components, …).
              { name: 'libs', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 1 },
              // Recur's own modules that the entry shares with route chunks (Rolldown puts them in
              // the entry's file).
              { name: 'shared', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    // The build's server render (src/prerender.tsx, scripts/prerender.mjs) bundles its dependencies
    // as the browser build does: Node's CommonJS interop would hand it styled-components' module
    // object for its default export.
    ssr: { noExternal: true },
    // /services (artwork) and /checkout (the sandbox gateway) are the server's pages too.
    server: {
      proxy: Object.fromEntries(
        ['/api', '/services', '/checkout'].map((path) => [
          path,
          process.env.RECUR_API_PROXY ?? 'http://localhost:3000',
        ]),
      ),
    },
  }
})
