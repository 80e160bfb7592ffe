import type { Plugin } from 'vite'
import { serviceArtwork, serviceArtworkSlugs } from '../packages/server/src/services/artwork.ts'

const ARTWORK_PATH = /^\/services\/([^/]+)\.svg$/

/**
 * The services' artwork at the addresses the API gives for it (`/services/<slug>.svg`, the
 * `image_url` of GET /api/services), drawn by the server's own `serviceArtwork`: the dev server
 * and Vitest answer it as the server does, and `storybook build` writes each tile into the
 * static Storybook. So Pay stories show the tiles the app shows, and the tiles have one home.
 */
export function serviceArtworkPlugin(): Plugin {
  return {
    name: 'recur:service-artwork',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const slug = ARTWORK_PATH.exec(new URL(req.url ?? '/', 'http://x').pathname)?.[1]
        const svg = slug === undefined ? undefined : serviceArtwork(slug)
        if (svg === undefined) return next()
        res.setHeader('content-type', 'image/svg+xml; charset=utf-8')
        res.end(svg)
      })
    },
    generateBundle() {
      for (const slug of serviceArtworkSlugs()) {
        this.emitFile({
          type: 'asset',
          fileName: `services/${slug}.svg`,
          source: serviceArtwork(slug),
        })
      }
    },
  }
}
