/**
 * Reads the JSON report of a storybook run and prints the baselines its stories are held to, one
 * per line (<component id>/<name>, as `screenshotStory.ts` reports them in each test's meta).
 * Exits non-zero, naming them, if a story passed without the visual hook having seen it: its
 * pictures were never compared. (Vitest 4.1.12's browser runner re-imports setup files with a
 * millisecond timestamp, so a file collected in the same millisecond as the one before got the
 * cached module and no hooks: about one stories file in ten went unpictured, at random, until
 * patches/@vitest__browser@4.1.12.patch.)
 *
 *   node tests/visual/baselines.mjs test-results/summary/stories.json
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const held = new Set()
const unseen = []
for (const file of report.testResults) {
  for (const test of file.assertionResults) {
    if (test.status !== 'passed') continue
    const baselines = test.meta?.baselines
    if (baselines) for (const name of baselines) held.add(name)
    else unseen.push(`${path.relative(process.cwd(), file.name)} › ${test.title}`)
  }
}
if (unseen.length > 0) {
  console.error(`${unseen.length} stories passed without their screenshots being compared:`)
  for (const story of unseen) console.error(`  ${story}`)
  process.exit(1)
}
for (const name of [...held].sort()) console.log(name)
