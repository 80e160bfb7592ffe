/**
 * What a visitor did on a prerendered page before the app's script ran, carried over to the page
 * the app renders in its place: what they typed into named fields, which field had focus, and
 * whether they submitted a form (its index among the page's forms).
 */
export interface HandOver {
  values: [name: string, value: string][]
  focused: string | undefined
  submitted?: number
}

/**
 * Set on a prerendered page's form by its boot script (scripts/prerender.mjs), which holds back a
 * submit made before the app has loaded: the app submits that form again once it has taken over.
 */
export const SUBMIT_REQUESTED = 'data-submit-requested'

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
  return {
    values: fields(root)
      .filter((field) => field.value !== '' && field.type !== 'hidden')
      .map((field) => [field.name, field.value]),
    focused: active && root.contains(active) && 'name' in active ? String(active.name) : undefined,
    ...(submitted === -1 ? {} : { submitted }),
  }
}

/**
 * Types the carried values into the app's fields of the same name (through the native setter and
 * an input event, as typing does, so the form's state follows) and focuses the field that was.
 * A form submitted on the static page is submitted again, in a task after this one, so the form
 * has taken in the values first: a tap on Login before the app had loaded is not lost.
 */
export function applyHandOver(root: HTMLElement, { values, focused, submitted }: HandOver) {
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
  return {
    stop() {
      root.removeEventListener('input', update, true)
      root.removeEventListener('focusin', update, true)
      root.removeEventListener('submit', update, true)
      return latest
    },
  }
}
