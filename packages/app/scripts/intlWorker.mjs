import { createHash } from 'node:crypto'

// The first use of each of Intl's services (dates, numbers, sorting, plurals…) loads the
// engine's locale data for it: 12-22 ms of a desktop CPU's main thread for the first alone, in
// one of the app's long tasks (react-aria's locale detection, as its chunk is evaluated). Chrome
// keeps that data once per renderer process, for every thread of it: a worker that uses each
// service first loads it on another thread, and the page's own first uses take a fraction of a
// millisecond (measured: 12-22 ms cold, 0.1 ms after the worker, at a load of 3.6).
// The app's start script and the prerendered pages' boot script start it before anything else.

/** The worker's code: the services and locales the app uses (see dist's `Intl.` calls). */
const source = `// Written by packages/app/scripts/intlWorker.mjs: loads Intl's data off the main thread.
Intl.DateTimeFormat.supportedLocalesOf(['en'])
for (const locale of ['en-NG', 'en-US']) {
  new Intl.DateTimeFormat(locale, { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }).format(0)
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'NGN' }).format(1)
  new Intl.Collator(locale).compare('a', 'b')
  new Intl.PluralRules(locale).select(1)
  new Intl.ListFormat(locale).format(['a', 'b'])
}
close()
`

/** dist's path of the worker's file, named by its content. */
export const intlWorkerFile = `assets/intl-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`

export const intlWorkerSource = source

/** Browser code, as text for a script the build writes: starts the worker. */
export const startIntlWorker = `if (self.Worker) new Worker(${JSON.stringify(`/${intlWorkerFile}`)})`
