import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

export interface StaticServer {
  url: string
  /** Requests answered but not finished yet. */
  inFlight: () => number
  close: () => Promise<void>
}

/**
 * Serves a static Storybook (`storybook build`'s output) on a port the OS picks, as a static host
 * would: a missing file is a 404, reported to `onMissing` with its path. Everything may be cached:
 * the files do not change while a check or a benchmark runs.
 */
export function serveStatic(
  dir: string,
  onMissing: (pathname: string) => void = () => {},
): Promise<StaticServer> {
  const root = path.resolve(dir)
  let inFlight = 0
  const server = createServer((req, res) => {
    inFlight++
    res.on('close', () => inFlight--)
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      onMissing(pathname)
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        inFlight: () => inFlight,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    }),
  )
}
