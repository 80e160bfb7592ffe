// Queries for stories (not a story file).
import type { within } from 'storybook/test'

/** A form's input by its label: the input itself, not a button or group of the same name. */
export const inputByLabel = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' })
