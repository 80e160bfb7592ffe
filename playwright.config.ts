import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium.ts'
import { freePort } from './tests/freePort.ts'

/**
 * The server's port: E2E_PORT when set, else one that is free now, so the suite runs beside
 * `npm start` or anything else. Kept in the environment: workers load this file again.
 */
const PORT = Number((process.env.E2E_PORT ??= String(freePort())))
/** A fresh database and outbox for every run; tests read e-mailed links from the outbox. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'recur-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds other reports.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // The app's service worker answers from its precache, where page.route cannot see: journeys
    // run without it, as on a first visit; tests/e2e/offline.spec.ts allows it and proves it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The demo account first, as `npm start -- --demo` makes it; the dashboard journey signs in.
    command: 'node packages/server/dist/seedDemo.js && node packages/server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the limits themselves are proven in the server suite.
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_PASSWORD_MAX: '1000',
      // A small limit, so the free-tier journey reaches it in two renewals.
      FREE_PLAN_RENEWAL_LIMIT: '2',
    },
  },
})
