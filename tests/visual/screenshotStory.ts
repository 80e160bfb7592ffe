/**
 * Visual regression of every story, inside the storybook project's own run: each story renders
 * and plays once (its test), then this hook screenshots the result and compares it with the
 * committed baseline in tests/visual/__screenshots__/ (tolerance and paths: vitest.config.ts).
 *
 * - a component story: light, then dark, at the story's viewport (Storybook's default 1200×900);
 * - a screen story (stories/screens/**): light and dark at a phone and at a laptop size.
 *
 * The theme switches through the preview's theme provider (.storybook/visual.ts), so the story
 * is not run again and keeps whatever state its play function left. A story whose test already
 * failed is not screenshot. `parameters: { visual: false }` opts a story out (say why there).
 *
 * Accept changed pictures: `pnpm test:visual:update` (every story) or
 * `pnpm test:visual:update packages/ui/src/…/X.stories.tsx -t 'Story Name'` (one). See README.md.
 */
import { afterEach, beforeEach, expect, type TestContext } from 'vitest'
import { page } from 'vitest/browser'
import { forceTheme, storyCanvas, type ThemeName } from '../../.storybook/visual'
import { diffRegion } from './diffRegion'

declare module 'vitest' {
  interface TaskMeta {
    /** Milliseconds this hook spent screenshotting and comparing the story. */
    visualMs?: number
    /** The baselines the story is held to, as <component id>/<name> (none if it opts out). */
    baselines?: string[]
  }
}

const themes: ThemeName[] = ['light', 'dark']

/** Screen stories are also seen at these viewport sizes. */
export const screenViewports = [
  { width: 390, height: 844 }, // a phone
  { width: 1280, height: 800 }, // a laptop
] as const

interface StoryLike {
  id: string
  parameters: { visual?: boolean }
}

/** Two frames: the theme change is committed and painted. */
const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  )

function isScreenStory(ctx: TestContext) {
  return /(^|\/)stories\/screens\//.test(ctx.task.file.filepath)
}

/** Something rendered outside the story's canvas (a dialog, popover, tooltip, toast). */
function hasOverlay(canvas: HTMLElement) {
  return [...document.body.children].some((child) => {
    if (child === canvas || child.hasAttribute('data-live-announcer')) return false
    const { width, height } = child.getBoundingClientRect()
    return width > 1 && height > 1
  })
}

/**
 * A transparent, fixed box over the viewport: screenshotting it captures exactly what is on
 * screen, overlays included. It paints nothing and takes no pointer events.
 */
function viewportFrame() {
  const frame = document.createElement('div')
  frame.setAttribute('aria-hidden', 'true')
  frame.dataset.visualFrame = ''
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647'
  document.body.append(frame)
  return frame
}

/** The element to picture: the story's own box, or the viewport for screens and overlays. */
function subject(canvas: HTMLElement | null, wholeViewport: boolean) {
  if (!wholeViewport && canvas && document.body.contains(canvas) && !hasOverlay(canvas)) {
    const { width, height } = canvas.getBoundingClientRect()
    if (width > 0 && height > 0) return { element: canvas, release: () => {} }
  }
  const frame = viewportFrame()
  return { element: frame, release: () => frame.remove() }
}

async function compare(name: string, wholeViewport: boolean) {
  await nextPaint()
  await document.fonts.ready
  const { element, release } = subject(storyCanvas.current, wholeViewport)
  try {
    await expect.element(page.elementLocator(element)).toMatchScreenshot(name)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const { left, top } = element.getBoundingClientRect()
    throw new Error(message + (await diffRegion(message, { x: left, y: top })))
  } finally {
    release()
  }
}

beforeEach(() => {
  forceTheme(null)
})

afterEach(async (ctx) => {
  const story = (ctx as TestContext & { story?: StoryLike }).story
  if (!story) return
  if (story.parameters.visual === false) {
    ctx.task.meta.baselines = []
    return
  }
  if (ctx.task.result?.state === 'fail') return

  // <component id>/<story>_<theme>[_<viewport>]: ui-primitives-button/primary_dark,
  // screens-dashboard/populated_light_390x844
  const [component, name] = story.id.split('--')
  const base = `${component}/${name}`
  const shots = isScreenStory(ctx)
    ? screenViewports.flatMap((viewport) =>
        themes.map((theme) => ({
          theme,
          viewport,
          name: `${base}_${theme}_${viewport.width}x${viewport.height}`,
        })),
      )
    : themes.map((theme) => ({ theme, viewport: undefined, name: `${base}_${theme}` }))

  // The baselines this story is held to, in reports (JSON assertionResults[].meta): proof that
  // this hook ran, and what `pnpm test:visual:update` keeps (tests/visual/baselines.mjs).
  ctx.task.meta.baselines = shots.map((shot) => shot.name)

  // Every picture is compared (and, when updating, written) before any failure is reported.
  const failures: string[] = []
  const started = performance.now()
  try {
    for (const shot of shots) {
      if (shot.viewport) await page.viewport(shot.viewport.width, shot.viewport.height)
      forceTheme(shot.theme)
      try {
        await compare(shot.name, shot.viewport !== undefined)
      } catch (error) {
        failures.push(`${shot.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  } finally {
    forceTheme(null)
    // The screenshots' share of the story's test time, in reports (JSON: assertionResults[].meta).
    ctx.task.meta.visualMs = Math.round(performance.now() - started)
  }
  if (failures.length > 0) {
    throw new Error(`Visual regression (${failures.length}):\n${failures.join('\n')}`)
  }
})
