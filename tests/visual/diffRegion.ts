/**
 * Where a failed picture differs, said in its failure message: a CI log keeps the message but
 * not test-results/, so a difference seen once on a loaded machine can still be traced to the
 * element that drew it.
 */
import { commands } from 'vitest/browser'

/** pixelmatch's colour for a differing pixel (anti-aliased ones are drawn yellow, not counted). */
const DIFF_RED = [255, 0, 0] as const

/** The diff image's path in a toMatchScreenshot failure message (its colour codes stripped). */
function diffPathOf(message: string) {
  // eslint-disable-next-line no-control-regex -- the message's terminal colour codes
  return /Diff image:\s+(\S+?\.png)/.exec(message.replace(/\x1b\[[0-9;]*m/g, ''))?.[1]
}

async function pixelsOf(path: string) {
  const base64 = await commands.readFile(path, { encoding: 'base64' })
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0)
  return context.getImageData(0, 0, bitmap.width, bitmap.height)
}

/** The smallest box holding every differing pixel, in the picture's own pixels. */
function diffBox({ data, width }: ImageData) {
  let left = Infinity
  let top = Infinity
  let right = -1
  let bottom = -1
  for (let index = 0; index < data.length; index += 4) {
    if (data[index] !== DIFF_RED[0] || data[index + 1] !== DIFF_RED[1]) continue
    if (data[index + 2] !== DIFF_RED[2]) continue
    const x = (index / 4) % width
    const y = Math.floor(index / 4 / width)
    left = Math.min(left, x)
    right = Math.max(right, x)
    top = Math.min(top, y)
    bottom = Math.max(bottom, y)
  }
  return right < 0 ? null : { left, top, right, bottom }
}

/** An element in a few words: its tag, role or label, and the start of its text. */
function describe(element: Element | null) {
  if (!element) return 'nothing'
  const name =
    element.getAttribute('aria-label') ??
    element.getAttribute('role') ??
    element.textContent?.trim().slice(0, 40)
  return `<${element.tagName.toLowerCase()}>${name ? ` "${name}"` : ''}`
}

/**
 * "differs in x 40–350, y 325–369, at <input> …; focus on <body>", or '' when the diff image
 * cannot be read. `origin` is where the pictured element starts in the viewport.
 */
export async function diffRegion(message: string, origin: { x: number; y: number }) {
  const path = diffPathOf(message)
  if (!path) return ''
  try {
    const pixels = await pixelsOf(path)
    const box = pixels && diffBox(pixels)
    if (!box) return ''
    const at = document.elementFromPoint(
      origin.x + (box.left + box.right) / 2,
      origin.y + (box.top + box.bottom) / 2,
    )
    return (
      `\n  differs in x ${box.left}–${box.right}, y ${box.top}–${box.bottom}, ` +
      `at ${describe(at)}; focus on ${describe(document.activeElement)}`
    )
  } catch (error) {
    return `\n  (the diff image could not be read: ${String(error)})`
  }
}
