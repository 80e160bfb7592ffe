/**
 * What a visitor did on a prerendered page before the app's script ran, carried over to the page
 * the app renders in its place: what they typed into named fields, which field had focus,
 * whether they submitted a form (its index among the page's forms), and the last button they
 * pressed (its name, and which of the buttons so named).
 */
export interface HandOver {
  values: [name: string, value: string][]
  focused: string | undefined
  /** A button that had focus (a keyboard user tabbed to the menu's, say). */
  focusedButton?: ButtonAt
  submitted?: number
  pressed?: ButtonAt
}

/** A button found again on the app's page: its name, and which of the buttons so named. */
interface ButtonAt {
  name: string
  index: number
}

/**
 * Set on a prerendered page's form by its boot script (scripts/prerender.mjs), which holds back a
 * submit made before the app has loaded: the app submits that form again once it has taken over.
 */
export const SUBMIT_REQUESTED = 'data-submit-requested'

/**
 * Set by the same script on the last button pressed before the app had loaded (the menu's, say):
 * a static button does nothing, so the app presses it again once it has taken over.
 */
export const PRESS_REQUESTED = 'data-press-requested'

/** A button's name as a person reads it: its label, else its text. */
const buttonName = (button: Element) =>
  button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''
const buttonsNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].filter((button) => buttonName(button) === name)
const buttonAt = (root: ParentNode, button: Element): ButtonAt | undefined => {
  const name = buttonName(button)
  return name
    ? { name, index: buttonsNamed(root, name).indexOf(button as HTMLButtonElement) }
    : undefined
}
const findButton = (root: ParentNode, at: ButtonAt) => buttonsNamed(root, at.name)[at.index]

const fields = (root: ParentNode) =>
  [...root.querySelectorAll('input[name], textarea[name]')] as (
    HTMLInputElement | HTMLTextAreaElement
  )[]

/** Reads the prerendered page's typed values and focus, before the app replaces it. */
export function readHandOver(root: HTMLElement): HandOver {
  const active = root.ownerDocument.activeElement
  const submitted = [...root.querySelectorAll('form')].findIndex((form) =>
    form.hasAttribute(SUBMIT_REQUESTED),
  )
  const pressed = root.querySelector(`button[${PRESS_REQUESTED}]`)
  const inRoot = active && active !== root && root.contains(active) ? active : null
  const focusedButton = inRoot?.tagName === 'BUTTON' ? buttonAt(root, inRoot) : undefined
  const pressedButton = pressed ? buttonAt(root, pressed) : undefined
  return {
    values: fields(root)
      .filter((field) => field.value !== '' && field.type !== 'hidden')
      .map((field) => [field.name, field.value]),
    focused:
      inRoot && inRoot.tagName !== 'BUTTON' && 'name' in inRoot ? String(inRoot.name) : undefined,
    ...(focusedButton ? { focusedButton } : {}),
    ...(submitted === -1 ? {} : { submitted }),
    ...(pressedButton ? { pressed: pressedButton } : {}),
  }
}

/**
 * Types the carried values into the app's fields of the same name (through the native setter and
 * an input event, as typing does, so the form's state follows) and focuses the field, or the
 * button, that was.
 * A form submitted on the static page is submitted again, in a task after this one, so the form
 * has taken in the values first: a tap on Login before the app had loaded is not lost. A button
 * pressed there is pressed again (a click, as a screen reader's), in a task after this one too.
 */
export function applyHandOver(
  root: HTMLElement,
  { values, focused, focusedButton, submitted, pressed }: HandOver,
) {
  for (const [name, value] of values) {
    const field = fields(root).find((candidate) => candidate.name === name)
    if (!field || field.value !== '') continue
    const prototype = Object.getPrototypeOf(field) as object
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  if (focused)
    fields(root)
      .find((field) => field.name === focused)
      ?.focus()
  if (submitted !== undefined) {
    setTimeout(() => root.querySelectorAll('form')[submitted]?.requestSubmit())
  }
  if (focusedButton) findButton(root, focusedButton)?.focus()
  if (pressed) setTimeout(() => findButton(root, pressed)?.click())
}

/**
 * Follows the prerendered page from now until `stop()`, which returns what the visitor left
 * there: read once now, then again on every input and focus change, so what they do while the
 * app renders is kept too (the static page is gone by the time the app's first commit runs).
 */
export function followHandOver(root: HTMLElement): { stop: () => HandOver } {
  let latest = readHandOver(root)
  const update = () => {
    latest = readHandOver(root)
  }
  root.addEventListener('input', update, true)
  root.addEventListener('focusin', update, true)
  root.addEventListener('submit', update, true)
  root.addEventListener('click', update, true)
  return {
    stop() {
      root.removeEventListener('input', update, true)
      root.removeEventListener('focusin', update, true)
      root.removeEventListener('submit', update, true)
      root.removeEventListener('click', update, true)
      return latest
    },
  }
}
