#!/usr/bin/env node
// Draws the home-screen icons of the web app manifest (vite.config.ts) from the favicon, one home
// for the artwork: public/icons/icon-192.png and icon-512.png as the favicon is (rounded), and
// icon-maskable-512.png full bleed, for launchers that cut their own shape (the letter stays in
// the middle 80 % every mask keeps). Run after changing public/favicon.svg, from the repository's
// root: `node packages/app/scripts/icons.mjs`. The PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const favicon = readFileSync(path.join(app, 'public/favicon.svg'), 'utf8')
if (!favicon.includes(' rx="8"')) throw new Error('favicon.svg no longer has its rounded rect')
const outDir = path.join(app, 'public/icons')
mkdirSync(outDir, { recursive: true })

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: favicon.replace(' rx="8"', '') },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    )
    await page.locator('svg').screenshot({ path: path.join(outDir, file), omitBackground: true })
    await page.close()
    console.log(`public/icons/${file}: ${size}×${size}`)
  }
} finally {
  await browser.close()
}
