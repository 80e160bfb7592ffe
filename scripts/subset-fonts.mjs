#!/usr/bin/env node
// Writes packages/ui/src/theme/fonts/inter-naira-wght-normal.woff2: Inter's ₦ (U+20A6) alone,
// variable weight axis kept, cut from @fontsource-variable/inter's latin-ext file.
//
//   node scripts/subset-fonts.mjs
//
// Fontsource files Inter by Unicode block: ₦ sits in the 85 kB latin-ext file, which every page
// showing an amount would otherwise download for that one glyph. packages/ui/src/theme/fonts/
// inter.css gives ₦ this face of its own (unicode-range U+20A6) and takes it out of the latin-ext
// face's range. Rerun after updating @fontsource-variable/inter; the output is committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(root, 'packages/ui/package.json'))
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2')
const out = path.join(root, 'packages/ui/src/theme/fonts/inter-naira-wght-normal.woff2')

const subset = await subsetFont(readFileSync(source), '\u20A6', { targetFormat: 'woff2' })
writeFileSync(out, subset)
console.log(`${path.relative(root, out)}: ${subset.length} bytes`)
