import { userEvent } from 'storybook/test'

/**
 * Hover as a mouse does: move over the page first, then onto the element. react-aria opens a
 * tooltip on hover only once the pointer is known to be a mouse (a pointermove), and a single
 * synthetic hover fires pointerenter before pointermove.
 */
export async function hoverLikeAMouse(element: Element) {
  await userEvent.hover(element.ownerDocument.body)
  await userEvent.hover(element)
}
