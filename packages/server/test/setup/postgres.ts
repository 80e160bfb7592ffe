import pg from 'pg'
import type { TestProject } from 'vitest/node'

/** Fails the server-postgres project, loudly, when there is no PostgreSQL server to test on. */
export default async function checkPostgres(project: TestProject) {
  const url = project.config.provide.postgresUrl
  if (!url) {
    throw new Error(
      'server-postgres needs a PostgreSQL server: set TEST_POSTGRES_URL, e.g.\n' +
        '  TEST_POSTGRES_URL=$(bash scripts/postgres.sh) npx vitest run --config packages/server/vitest.config.ts',
    )
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    throw new Error(`server-postgres cannot reach TEST_POSTGRES_URL (${url}): ${String(error)}`)
  } finally {
    await client.end().catch(() => {})
  }
}
