import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './tests/chromium.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * How far a story's screenshot may drift from its baseline and still pass. Both runs are the
 * same Chromium (software rendering, --disable-gpu) on the same fonts, so the honest difference
 * is zero; the tolerance only absorbs anti-aliasing noise:
 * - pixelmatch ignores the pixels it detects as anti-aliasing (includeAA: false, the default);
 * - `threshold` is the per-pixel colour distance (YIQ, 0–1) under which two pixels count as
 *   equal. 0.03, not pixelmatch's 0.1: one step of the palette (green 600 → 700, distance
 *   ≈ 0.064) must fail, and at 0.1 it passed;
 * - `allowedMismatchedPixels`: a handful of stray pixels is forgiven, a changed string (≈ 150
 *   pixels for one word) or a recoloured 6 px status dot is not.
 */
const visualTolerance = { threshold: 0.03, allowedMismatchedPixels: 8 }

/**
 * A unit test's time limit catches a hang, not slowness: on a CI host at several times its usual
 * load a jsdom test's first render took more than Vitest's default of 5 s.
 */
const unitTestTimeout = 30_000

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: unitTestTimeout,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: unitTestTimeout,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          include: ['packages/app/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: unitTestTimeout,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // react-stately's Virtualizer reads process.env.NODE_ENV, which a browser lacks; Storybook's
        // own build defines it, Vitest's browser mode does not. A real browser lays out for real,
        // so this is the development value, not 'test' (which means "jsdom, render every row").
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        // Pre-bundled up front, else a cold run reloads the page mid-test (and the file that was
        // loading fails to import: react-dom, found only at run time, did that on a cold cache).
        optimizeDeps: {
          include: [
            'react-dom',
            'msw-storybook-addon/csf3',
            'msw',
            'msw/browser',
            'timekeeper',
            'react-aria-components',
            'styled-components',
            '@tanstack/react-query',
            '@recur/api > ofetch',
            'react-router-dom',
            '@recur/app > js-cookie',
            '@recur/api > yup',
            '@recur/ui > @visx/axis',
            '@recur/ui > @visx/group',
            '@recur/ui > @visx/vendor/d3-array',
            '@recur/ui > @visx/shape',
          ],
        },
        test: {
          name: 'storybook',
          // A flow story (stories/flows) plays several screens' stories in a row: sign up, add a
          // subscription, pay takes 15-40 s on a loaded machine, past Vitest's default of 15 s.
          testTimeout: 60_000,
          // Every stories file in the one page, as the static Storybook plays them: a fresh page
          // per file cost 1.5-3 s of start-up (the preview, MSW's worker) 118 times, half the
          // run. What a story could inherit from the one before is reset before each: the clock
          // (.storybook/vitest.setup.ts), react-aria's input modality, the query cache and MSW's
          // handlers (.storybook/preview.tsx).
          isolate: false,
          // Screenshots every story after its test, compared with tests/visual/__screenshots__.
          setupFiles: ['./.storybook/vitest.setup.ts', './tests/visual/screenshotStory.ts'],
          // A failed screenshot's pictures, attached to the report: kept out of the tree.
          attachmentsDir: 'test-results/attachments',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // Pinned, so dates and numbers read the same on every machine; a page larger than
              // any story viewport, so the test frame is never scaled down in a screenshot.
              contextOptions: {
                locale: 'en-US',
                timezoneId: 'UTC',
                viewport: { width: 1400, height: 1000 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: visualTolerance,
                // One flat, readable tree: <component id>/<story>_<theme>[_<viewport>].png
                resolveScreenshotPath: ({ root, arg, ext }) =>
                  path.join(root, 'tests/visual/__screenshots__', `${arg}${ext}`),
                // A failure's actual picture and diff land in test-results/ (not committed).
                resolveDiffPath: ({ root, arg, ext }) =>
                  path.join(root, 'test-results/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
})
