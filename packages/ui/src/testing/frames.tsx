// Frames for stories (not a story file): the size or the scrolling a component is shown in.
import type { Decorator } from '@storybook/react-vite'

/**
 * A phone's screen, 390×844 (the screen stories' phone pictures): what is taller is cut off, as
 * below a phone's screen. The view is still told its layout by the story's args: the layout
 * follows the window, not this frame.
 */
export const phoneFrame: Decorator = (Story) => (
  <div style={{ width: '390px', maxWidth: '100%', maxHeight: '844px', overflow: 'hidden' }}>
    <Story />
  </div>
)

/** A window 600px tall that scrolls, with the story as its page. */
export const scrollingPageFrame: Decorator = (Story) => (
  <div data-scrolling-page style={{ height: '600px', overflow: 'auto' }}>
    <Story />
  </div>
)
