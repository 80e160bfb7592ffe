import type { PGlite } from '@electric-sql/pglite'
import { DatabaseTimeoutError } from './errors'

/**
 * How long a query or transaction may wait for its turn on the embedded database before it
 * gives up (a 503). PGlite runs one at a time: without a bound, every request queues behind a
 * long operation for as long as it lasts.
 */
export const PGLITE_WAIT_TIMEOUT_MS = 5000

/**
 * One at a time, in order; a work still waiting after `timeoutMs` is dropped before it starts
 * and rejects with DatabaseTimeoutError. A work that has started runs to its end: giving up on
 * it half-way could answer 503 for a write that then happens.
 */
export function createGate(timeoutMs: number) {
  const waiting: Array<() => void> = []
  let busy = false
  const next = () => {
    const start = waiting.shift()
    if (start) start()
    else busy = false
  }
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (busy) {
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(start), 1)
          reject(new DatabaseTimeoutError('waiting for the embedded database', timeoutMs))
        }, timeoutMs)
        waiting.push(start)
      })
    } else {
      busy = true
    }
    try {
      return await work()
    } finally {
      next()
    }
  }
}

/**
 * Puts PGlite's entry points (what Drizzle calls: query, exec, transaction) behind one gate.
 * PGlite queues them itself too, but gives no way to leave its queue; inside a transaction it
 * runs its statements through the transaction object, never through these, so nothing waits on
 * itself. Call once the database is ready (its start-up runs queries of its own).
 */
export function gatePglite(client: PGlite, timeoutMs = PGLITE_WAIT_TIMEOUT_MS) {
  const gate = createGate(timeoutMs)
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = ((...args: Parameters<typeof query>) => gate(() => query(...args))) as typeof query
  client.exec = (...args) => gate(() => exec(...args))
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    gate(() => transaction(callback))) as typeof transaction
}
