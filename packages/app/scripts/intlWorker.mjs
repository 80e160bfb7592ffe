import { createHash } from 'node:crypto'

// The first use of each of Intl's services (dates, numbers, sorting, plurals…) loads the
// engine's locale data for it: 12-22 ms of a desktop CPU's main thread for the first alone, in
// one of the app's long tasks (react-aria's locale detection, as its chunk is evaluated). Chrome
// keeps that data once per renderer process, for every thread of it: a worker that uses each
// service first loads it on another thread, and the page's own first uses take a fraction of a
// millisecond (measured: 12-22 ms cold, 0.1 ms after the worker, at a load of 3.6).
// The app's start script and the prerendered pages' boot script start it before anything else.

/**
 * The worker for the app's `locale` (src/locale.ts): its code, dist's path of its file (named by
 * its content), and browser code, as text for a script the build writes, that starts it.
 */
export function intlWorker(locale) {
  const source = `// Written by packages/app/scripts/intlWorker.mjs: loads Intl's data off the main thread.
Intl.DateTimeFormat.supportedLocalesOf([${JSON.stringify(locale)}])
new Intl.DateTimeFormat(${JSON.stringify(locale)}, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
new Intl.NumberFormat(${JSON.stringify(locale)}, { minimumFractionDigits: 2 }).format(1)
new Intl.Collator(${JSON.stringify(locale)}).compare('a', 'b')
new Intl.PluralRules(${JSON.stringify(locale)}).select(1)
new Intl.ListFormat(${JSON.stringify(locale)}).format(['a', 'b'])
close()
`
  const file = `assets/intl-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
  return { source, file, start: `if (self.Worker) new Worker(${JSON.stringify(`/${file}`)})` }
}
