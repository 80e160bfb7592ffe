import { addons } from 'storybook/preview-api'

/**
 * A story a docs page draws in its own frame (the screens' docs: `screenDocs` in
 * stories/support/Screen.tsx) loads while the other frames of that page load, as the reader
 * scrolls to them. Two things would leak between them:
 *
 * - the browser shares one origin's cookies and local storage between all those frames: a story
 *   that signs out, or picks the dark theme, would do it for every other story on the page. Such
 *   a frame keeps its cookies and local storage in its own memory instead, as if it were the
 *   only page open;
 * - only one frame of a page has the keyboard's focus: two play functions typing at once steal
 *   it from each other and lose keys (and a dialog left open pulls it back: `letFocusGo`). Such a
 *   frame renders and plays its story once it is on screen and the
 *   frames on screen before it have finished theirs (`waitForTurn`, in preview.tsx's `beforeEach`).
 *
 * Such a frame is also laid out at a laptop's width, as the screens' stories play on their canvas
 * (`laptopWide`). Stories opened on their own (the canvas, Vitest) keep the browser's storage and
 * play at once.
 */

/** A cookie jar in memory, read and written through `document.cookie` as the browser's is. */
function memoryCookies() {
  const jar = new Map<string, string>()
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set(cookie: string) {
      const [pair = '', ...attributes] = cookie.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=').map((part) => part.trim())
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0
        return key.toLowerCase() === 'expires' && new Date(value).getTime() <= Date.now()
      })
      if (expired) jar.delete(name)
      else jar.set(name, pair.slice(at + 1).trim())
    },
  })
}

/** Local storage in memory, with the Storage interface the app uses. */
function memoryLocalStorage() {
  const items = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
  Object.defineProperty(window, 'localStorage', { configurable: true, value: storage })
}

/** The docs page puts each such story in a block of its own (`data-story-block`). */
const inDocsFrame = Boolean(window.frameElement?.closest('[data-story-block]'))

/**
 * The width a frame is laid out at: a laptop's, as a screen's stories play on its canvas (below
 * the theme's `lg` breakpoint the app shows its phone layouts), drawn scaled down to the docs
 * column.
 */
const FRAME_WIDTH = 1280

function laptopWide() {
  const frame = window.frameElement as HTMLIFrameElement
  const block = frame.parentElement!
  const scale = Math.min(1, block.clientWidth / FRAME_WIDTH)
  block.style.overflow = 'hidden'
  Object.assign(frame.style, {
    width: `${FRAME_WIDTH}px`,
    height: `${100 / scale}%`,
    transform: `scale(${scale})`,
    transformOrigin: 'top left',
  })
}

if (inDocsFrame) {
  memoryCookies()
  memoryLocalStorage()
  laptopWide()
}

/**
 * Once its story has finished, the frame no longer pulls the focus back from another frame: a
 * dialog the story left open (react-aria's focus containment) would otherwise call `focus()` on
 * it as soon as it left, and the next frame's play would type into nothing. A `focus()` call
 * does nothing while the focus is in another frame; once the reader clicks into this one, all is
 * as before.
 */
function letFocusGo() {
  const focus = HTMLElement.prototype.focus
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (document.hasFocus()) focus.call(this, options)
  }
}

/** The longest a frame waits for the one before it, should that one never finish. */
const TURN_TIMEOUT_MS = 30_000

/**
 * In a docs page's frame, resolves once the frame is on screen and the frames that came on screen
 * before it have finished their stories (Storybook's `storyFinished`, which comes whether the
 * play passed or failed); holds the frames after it until this one's story has finished. At once
 * anywhere else.
 */
export async function waitForTurn() {
  if (!inDocsFrame) return
  const page = window.parent as Window & { __storyFrameTurn?: Promise<void> }
  // First until the reader sees it: the browser holds back a frame off screen (a play there
  // waits for nothing and fails), and a play is for watching. A frame loaded ahead, below the
  // window, does not keep the ones on screen waiting.
  await new Promise<void>((resolve) => {
    const observer = new page.IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(window.frameElement!)
  })
  const before = page.__storyFrameTurn ?? Promise.resolve()
  let finish = () => {}
  const mine = new Promise<void>((resolve) => (finish = resolve))
  page.__storyFrameTurn = before.then(() => mine)
  const channel = addons.getChannel()
  const finished = () => {
    channel.off('storyFinished', finished)
    letFocusGo()
    finish()
  }
  channel.on('storyFinished', finished)
  await before
  // The keyboard's focus comes to this frame, as a reader's click would bring it: a play types
  // into the frame that has it, and the frame before may have kept it.
  ;(window.frameElement as HTMLElement).focus()
  window.focus()
  setTimeout(finish, TURN_TIMEOUT_MS)
}
