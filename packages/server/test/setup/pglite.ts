import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../../src/db/open'

/**
 * Creating a PGlite cluster (initdb in WebAssembly) takes seconds; loading one from a dump takes
 * under one. So the committed migrations are applied once here, to a fresh in-memory PGlite, and
 * each test file starts its own in-memory database from that dump (test/helpers/database.ts).
 */
export default async function pgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'recur-pglite-template-'))
  const file = path.join(dir, 'migrated.tar')
  const handle = await openPglite()
  await handle.migrate()
  await writeFile(file, await handle.dump())
  await handle.close()
  project.provide('pgliteTemplate', file)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
