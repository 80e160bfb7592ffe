// @ts-check
// The embedded database on a thread of its own (src/db/pglite.ts starts it): PGlite runs each
// query synchronously in WebAssembly, and on the server's thread a long one would hold every
// request, /healthz and static files with it. Here it holds only this thread.
//
// The server talks to it as to PostgreSQL: node-postgres writes the wire protocol into a
// MessagePort per connection, and PGlite answers it (`execProtocolRaw`). PGlite is one session,
// so connections take turns: one is served until it closes, the next waits. Plain JavaScript,
// because a worker thread loads its file as Node finds it (from source, in tests and in dist/).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

if (!parentPort) throw new Error('pgliteWorker.mjs runs as a worker thread')
const parent = parentPort

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array }} */
const options = workerData ?? {}
const db = new PGlite({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
})
await db.waitReady

// The protocol's Sync message: ends an extended query a closed connection left half-sent.
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4])

/**
 * Leaves the session as a new connection expects it: a transaction the last one left open is
 * rolled back (as PostgreSQL does when a connection drops), and its prepared statements,
 * settings and advisory locks are gone.
 * @returns {Promise<void>}
 */
async function resetSession() {
  await db.execProtocolRaw(SYNC)
  if (db.isInTransaction()) await db.exec('ROLLBACK')
  await db.exec('DISCARD ALL')
}

/**
 * Serves one connection until it closes.
 * @param {import('node:worker_threads').MessagePort} port
 * @returns {Promise<void>}
 */
function serve(port) {
  return new Promise((resolve) => {
    let turn = Promise.resolve()
    port.on('message', (/** @type {Uint8Array} */ bytes) => {
      turn = turn.then(async () => {
        try {
          // A copy to hand over: the answer is a view of PGlite's own buffer.
          const answer = (await db.execProtocolRaw(bytes)).slice()
          if (answer.length > 0) port.postMessage(answer, [answer.buffer])
        } catch {
          port.close()
        }
      })
    })
    port.once('close', () => {
      turn
        .then(resetSession)
        .catch(() => {})
        .finally(resolve)
    })
  })
}

let connections = Promise.resolve()
parent.on(
  'message',
  /** @param {{ type: 'connect' | 'ping' | 'dump' | 'close', port: import('node:worker_threads').MessagePort }} message */
  (message) => {
    const { type, port } = message
    if (type === 'connect') {
      connections = connections.then(() => serve(port))
    } else if (type === 'ping') {
      // Answered between two statements of whichever connection is being served, not behind
      // the connections waiting their turn: /healthz asks whether the database answers, not
      // how long the queue is. Inside that connection's transaction, its answering is enough.
      ;(db.isInTransaction() ? Promise.resolve() : db.query('select 1'))
        .then(() => port.postMessage('pong'))
        .catch((error) => port.postMessage({ error: String(error) }))
    } else if (type === 'dump') {
      db.dumpDataDir('none')
        .then((blob) => blob.arrayBuffer())
        .then((buffer) => port.postMessage(new Uint8Array(buffer), [buffer]))
        .catch((error) => port.postMessage({ error: String(error) }))
    } else if (type === 'close') {
      db.close()
        .then(() => port.postMessage('closed'))
        .catch((error) => port.postMessage({ error: String(error) }))
    }
  },
)
parent.postMessage('ready')
