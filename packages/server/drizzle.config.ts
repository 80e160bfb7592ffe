import { defineConfig } from 'drizzle-kit'

// `pnpm --filter @recur/server db:generate` writes SQL migrations from the schema; they are
// committed and applied at start-up (src/db/migrate.ts). No database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
})
