import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { APP_LOCALE } from './src/locale'

// react-aria ships strings for 34 languages; Recur speaks one. By language, not region: react-aria
// has en-US strings, none for en-NG, and the app's en-NG reads them.
const shippedLanguages = [new Intl.Locale(APP_LOCALE).language]

// The dev server forwards to a locally running server (npm start, or the server package).
export default defineConfig({
  // Each asset also as .gz and .br beside it: the server sends those as they are (preCompressed).
  plugins: [
    optimizeLocales.vite({ locales: shippedLanguages }),
    react(),
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  envDir: '../..',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads, read by scripts/bundle-budget.mjs.
    manifest: true,
    // The server's CSP allows fonts from 'self' only: a small font (Inter's ₦ face) stays a file.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
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
})
