/** dist's path of the worker that loads Intl's data off the main thread (intlWorker.mjs). */
export declare const intlWorkerFile: string
/** The worker's code. */
export declare const intlWorkerSource: string
/** Browser code, as text: starts the worker. */
export declare const startIntlWorker: string
