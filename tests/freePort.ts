import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('../scripts/free-port.mjs', import.meta.url))

/**
 * A port nothing listens on now (`scripts/free-port.mjs`, shared with the shell scripts).
 * Synchronous because Playwright's config is; a config loaded again in each worker must hand
 * the port on through the environment rather than call this twice.
 */
export function freePort(): number {
  return Number(execFileSync(process.execPath, [script], { encoding: 'utf8' }))
}
