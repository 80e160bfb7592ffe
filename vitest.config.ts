import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './tests/chromium.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          include: ['packages/app/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // react-stately's Virtualizer reads process.env.NODE_ENV, which a browser lacks; Storybook's
        // own build defines it, Vitest's browser mode does not. A real browser lays out for real,
        // so this is the development value, not 'test' (which means "jsdom, render every row").
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        // Pre-bundled up front, else a cold run reloads the page mid-test.
        optimizeDeps: {
          include: [
            'msw-storybook-addon/csf3',
            'msw',
            'msw/browser',
            'react-aria-components',
            'styled-components',
            '@tanstack/react-query',
            '@recur/api > ofetch',
            'react-router-dom',
            '@recur/app > js-cookie',
            '@recur/api > yup',
            '@recur/ui > @visx/axis',
            '@recur/ui > @visx/group',
            '@recur/ui > @visx/scale',
            '@recur/ui > @visx/shape',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
