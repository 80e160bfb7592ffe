/**
 * Original artwork for the payable services: a rounded tile in the service's colour with its
 * initials. Deliberately not the brands' logos.
 */
const TILES: ReadonlyMap<string, { initials: string; background: string }> = new Map(
  Object.entries({
    dstv: { initials: 'DS', background: '#1f5fa8' },
    gotv: { initials: 'GO', background: '#2f8f3a' },
    startimes: { initials: 'ST', background: '#d9691c' },
    showmax: { initials: 'SM', background: '#a3195b' },
    'recur-premium': { initials: 'RP', background: '#0f766e' },
  }),
)

/** Every slug with a tile: what a static copy of /services (Storybook's) holds. */
export const serviceArtworkSlugs = (): string[] => [...TILES.keys()]

export function serviceArtwork(slug: string): string | undefined {
  // A Map, so a slug like __proto__ or toString names no tile.
  const tile = TILES.get(slug)
  if (!tile) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${tile.initials}">
  <rect width="96" height="96" rx="20" fill="${tile.background}"/>
  <text x="48" y="50" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" text-anchor="middle" dominant-baseline="middle">${tile.initials}</text>
</svg>
`
}
