import net from 'node:net'

/** The ports this suite may listen on (the checkout is shared with other work). */
export const TEST_PORTS = { from: 3400, to: 3499 } as const

/**
 * Listens on the first free port of TEST_PORTS, starting at a random one (two test files, or
 * the two projects, asking at once rarely collide, and a collision just tries the next port).
 */
export async function listenInTestRange(server: net.Server, host = '127.0.0.1'): Promise<number> {
  const size = TEST_PORTS.to - TEST_PORTS.from + 1
  const start = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i += 1) {
    const port = TEST_PORTS.from + ((start + i) % size)
    const bound = await new Promise<boolean>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening)
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
        else reject(error)
      }
      const onListening = () => {
        server.off('error', onError)
        resolve(true)
      }
      server.once('error', onError)
      server.once('listening', onListening)
      server.listen(port, host)
    })
    if (bound) return port
  }
  throw new Error(`no free port in ${TEST_PORTS.from}–${TEST_PORTS.to}`)
}

export type ProxyState =
  /** Forwards every connection to the target. */
  | 'open'
  /** The port is closed: new connections are refused (ECONNREFUSED), open ones are cut. */
  | 'down'
  /** Accepts connections and never answers (a dead network path); open ones are cut. */
  | 'blackhole'
  /**
   * A frozen server (SIGSTOP): every connection, open or new, stays up but nothing moves either
   * way until `up()`, when what waited flows on, as after SIGCONT.
   */
  | 'frozen'

/**
 * A TCP proxy in front of a server (PostgreSQL here), to take the database away from a running
 * app and give it back: `down()` cuts every connection and refuses new ones, `blackhole()`
 * swallows new ones, `up()` forwards again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let state: ProxyState = 'open'
  let accepted = 0

  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }

  /** Connections accepted while frozen: forwarded once thawed. */
  const waiting = new Set<net.Socket>()

  /** Every forwarded connection: the app's end and PostgreSQL's. */
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>()

  const forward = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host)
    track(upstream)
    const pair = { client, upstream }
    pairs.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => {
      pairs.delete(pair)
      client.destroy()
    })
  }

  const onConnection = (client: net.Socket) => {
    accepted += 1
    track(client)
    if (state === 'frozen') {
      client.pause()
      waiting.add(client)
      client.on('close', () => waiting.delete(client))
      return
    }
    if (state !== 'open') return // blackhole: held open, never answered
    forward(client)
  }

  let server = net.createServer(onConnection)
  const port = await listenInTestRange(server)

  const cutAll = () => {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
  }
  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
    })
  const listenAgain = async () => {
    if (server.listening) return
    server = net.createServer(onConnection)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  }

  return {
    host: '127.0.0.1',
    port,
    get state() {
      return state
    },
    /** Connections accepted so far (in any state). */
    get accepted() {
      return accepted
    },
    /** Connections open through the proxy now. */
    get open() {
      return sockets.size
    },
    /** `url` with its host and port replaced by the proxy's. */
    urlFor(url: string) {
      const proxied = new URL(url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(port)
      return proxied.toString()
    },
    async down() {
      state = 'down'
      const closed = closeListener()
      cutAll()
      await closed
    },
    async blackhole() {
      state = 'blackhole'
      cutAll()
      await listenAgain()
    },
    /** Freezes every connection where it is (see ProxyState 'frozen'); `up()` thaws. */
    freeze() {
      state = 'frozen'
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
    },
    async up() {
      if (state === 'frozen') {
        state = 'open'
        for (const { client, upstream } of pairs) {
          client.pipe(upstream)
          upstream.pipe(client)
        }
        for (const client of waiting) forward(client)
        waiting.clear()
        return
      }
      state = 'open'
      cutAll() // blackholed connections die; the pool opens fresh ones
      await listenAgain()
    },
    async close() {
      state = 'down'
      const closed = closeListener()
      cutAll()
      await closed
    },
  }
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>
