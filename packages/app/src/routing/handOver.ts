/**
 * What a visitor did on a prerendered page before the app's script ran, carried over to the page
 * the app renders in its place: what they typed into named fields, and which field had focus.
 */
export interface HandOver {
  values: [name: string, value: string][]
  focused: string | undefined
}

const fields = (root: ParentNode) =>
  [...root.querySelectorAll('input[name], textarea[name]')] as (
    HTMLInputElement | HTMLTextAreaElement
  )[]

/** Reads the prerendered page's typed values and focus, before the app replaces it. */
export function readHandOver(root: HTMLElement): HandOver {
  const active = root.ownerDocument.activeElement
  return {
    values: fields(root)
      .filter((field) => field.value !== '' && field.type !== 'hidden')
      .map((field) => [field.name, field.value]),
    focused: active && root.contains(active) && 'name' in active ? String(active.name) : undefined,
  }
}

/**
 * Types the carried values into the app's fields of the same name (through the native setter and
 * an input event, as typing does, so the form's state follows) and focuses the field that was.
 */
export function applyHandOver(root: HTMLElement, { values, focused }: HandOver) {
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
  return {
    stop() {
      root.removeEventListener('input', update, true)
      root.removeEventListener('focusin', update, true)
      return latest
    },
  }
}
