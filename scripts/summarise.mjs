// Prints one line per suite and the closing 'N passed, N failed' line from the JSON reports that
// scripts/test.sh collected (Vitest's and Playwright's JSON reporters). Usage:
//   node scripts/summarise.mjs DIR SUITE...   (each SUITE must have left DIR/SUITE.json)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [dir, ...expected] = process.argv.slice(2)
const missing = expected.filter((suite) => !existsSync(path.join(dir, `${suite}.json`)))
let passed = 0
let failed = 0
let skipped = 0
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
  const suite = path.basename(file, '.json')
  let p, f, s
  if ('numPassedTests' in report) {
    p = report.numPassedTests
    f = report.numFailedTests
    s = report.numPendingTests + (report.numTodoTests ?? 0)
  } else {
    p = report.stats.expected
    f = report.stats.unexpected + report.stats.flaky
    s = report.stats.skipped
  }
  passed += p
  failed += f
  skipped += s
  console.log(
    `  ${suite.padEnd(20)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed ${String(s).padStart(3)} skipped`,
  )
}
for (const suite of missing)
  console.log(`  ${suite.padEnd(20)} left no report: it did not run to the end`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 || missing.length > 0 ? 1 : 0)
