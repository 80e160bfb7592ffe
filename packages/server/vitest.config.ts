import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/*
 * The server suite, twice: on PGlite (in memory, one database per test file) and on a real
 * PostgreSQL server (one fresh database per test file, created on TEST_POSTGRES_URL and dropped
 * after). `bash scripts/postgres.sh` starts a throwaway server and prints its URL.
 *
 *   TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:54329/postgres \
 *     npx vitest run --config packages/server/vitest.config.ts
 *
 * Without TEST_POSTGRES_URL the server-postgres project fails (it never skips).
 */
const root = fileURLToPath(new URL('.', import.meta.url))
const postgresUrl = process.env.TEST_POSTGRES_URL ?? ''

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server-pglite',
          root,
          environment: 'node',
          // Unit tests of pure modules and adapters need no database: they run here only.
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/setup/pglite.ts'],
          setupFiles: ['test/setup/fastCheck.ts'],
          provide: { database: 'pglite', postgresUrl: '' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          root,
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/build.test.ts'],
          globalSetup: ['test/setup/postgres.ts'],
          setupFiles: ['test/setup/fastCheck.ts'],
          provide: { database: 'postgres', postgresUrl, pgliteTemplate: '' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
