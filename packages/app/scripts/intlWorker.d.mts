/**
 * The worker that loads Intl's data off the main thread, for the app's `locale` (intlWorker.mjs):
 * its code, dist's path of its file, and browser code, as text, that starts it.
 */
export declare function intlWorker(locale: string): { source: string; file: string; start: string }
