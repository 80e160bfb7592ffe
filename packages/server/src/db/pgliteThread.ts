import { Duplex } from 'node:stream'
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads'

/**
 * PGlite on a worker thread (`pgliteWorker.mjs`), reached as a PostgreSQL server: `connect()`
 * gives node-postgres a stream that carries the wire protocol to it. Beside this module in
 * src/db, and beside the bundle in dist/ (build.mjs copies it).
 */
const workerFile = new URL('./pgliteWorker.mjs', import.meta.url)

export interface PgliteThread {
  /** A new connection: node-postgres's `stream` option (`new Client({ stream: thread.connect })`). */
  connect(): Duplex
  /** Resolves once the database answers `select 1`, ahead of the connections waiting. */
  ping(): Promise<void>
  /** The cluster as a tarball (PGlite's `dumpDataDir`), for `loadDataDir`. */
  dump(): Promise<Uint8Array>
  /** Closes the database and ends the thread. */
  close(): Promise<void>
}

/** Starts the thread and waits until its database is ready (or failed to open). */
export async function startPgliteThread(
  options: { dataDir?: string; loadDataDir?: Uint8Array } = {},
): Promise<PgliteThread> {
  const worker = new Worker(workerFile, { workerData: options })
  const open = new Set<ThreadConnection>()
  let exited = false
  worker.on('exit', () => {
    exited = true
    for (const connection of open) connection.destroy(new Error('Connection terminated'))
  })
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve())
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the PGlite thread exited (${code})`)))
  })
  // After start-up, an error on the thread ends it ('exit' above fails its connections).
  worker.on('error', () => {})
  // What keeps the process alive is a connection in use (its port), as with a socket.
  worker.unref()

  /** Sends `type` with a port of its own and waits for the one answer on it. */
  const ask = <T>(type: 'ping' | 'dump' | 'close') =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error('the PGlite thread has ended'))
      const { port1, port2 } = new MessageChannel()
      port1.once('message', (answer: T | { error: string }) => {
        port1.close()
        if (answer && typeof answer === 'object' && 'error' in answer)
          reject(new Error(answer.error))
        else resolve(answer as T)
      })
      worker.postMessage({ type, port: port2 }, [port2])
    })

  return {
    connect: () => {
      const connection = new ThreadConnection(worker)
      open.add(connection)
      connection.once('close', () => open.delete(connection))
      return connection
    },
    ping: () => ask('ping').then(() => {}),
    dump: () => ask<Uint8Array>('dump'),
    close: async () => {
      if (exited) return
      const ended = new Promise((resolve) => worker.once('exit', resolve))
      await ask('close')
      await worker.terminate()
      await ended
    },
  }
}

/**
 * One connection as node-postgres sees a socket: `connect`, `setNoDelay`, bytes both ways.
 * What node-postgres writes in one go (a query's Parse, Bind, Execute and Sync) is sent to the
 * thread as one message.
 */
class ThreadConnection extends Duplex {
  private readonly port: MessagePort
  private pending: Buffer[] = []

  constructor(private readonly worker: Worker) {
    super()
    const { port1, port2 } = new MessageChannel()
    this.port = port1
    port1.on('message', (bytes: Uint8Array) => {
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    })
    port1.once('close', () => {
      this.push(null)
      this.destroy()
    })
    worker.postMessage({ type: 'connect', port: port2 }, [port2])
  }

  connect() {
    process.nextTick(() => this.emit('connect'))
    return this
  }

  setNoDelay() {
    return this
  }

  setKeepAlive() {
    return this
  }

  /** The pool unrefs an idle connection, so that it alone does not keep the process alive. */
  ref() {
    this.port.ref()
    return this
  }

  unref() {
    this.port.unref()
    return this
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    if (this.pending.length === 0) queueMicrotask(() => this.flush())
    this.pending.push(chunk)
    done()
  }

  override _read() {}

  override _final(done: (error?: Error) => void) {
    this.flush()
    this.port.close()
    done()
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.port.close()
    done(error)
  }

  private flush() {
    if (this.pending.length === 0) return
    // A copy of its own to hand over: a small Buffer is a view of Node's shared pool.
    const bytes = new Uint8Array(this.pending.reduce((length, chunk) => length + chunk.length, 0))
    let offset = 0
    for (const chunk of this.pending) {
      bytes.set(chunk, offset)
      offset += chunk.length
    }
    this.pending = []
    this.port.postMessage(bytes, [bytes.buffer])
  }
}
