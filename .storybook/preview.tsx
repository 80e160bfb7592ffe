// First: the fixed clock must be in place before any fixture module computes a date.
import './clock'
// Then, in a story a docs page draws in a frame of its own, that frame's own session.
import { waitForTurn } from './docsStoryFrame'
import type { Preview } from '@storybook/react-vite'
import { withThemeFromJSXProvider } from '@storybook/addon-themes'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { RouterProvider, setInteractionModality } from 'react-aria-components'
import { action } from 'storybook/actions'
import { configure } from 'storybook/test'
import type { ReactNode } from 'react'
import { ThemeProvider, type DefaultTheme } from 'styled-components'
import { GlobalStyle, darkTheme, lightTheme } from '../packages/ui/src'
import { FreshQueryClient } from './QueryClientDecorator'
import { storyCanvas, useForcedTheme } from './visual'

// findBy… and waitFor give up after 10 s, not Testing Library's 1 s: on a busy machine a screen's
// first data (its route's code, then MSW's answer) can take longer than a second to show (5 s
// was once too little for Screens/Subscriptions' Many Pages in its docs frame, on a CI host at
// four times its usual time), and waiting longer costs nothing when it shows at once.
configure({ asyncUtilTimeout: 10_000 })

const navigate = action('navigate')
const themes = { light: lightTheme, dark: darkTheme }

/**
 * styled-components' ThemeProvider with the theme the toolbar chose, unless the visual test
 * forces one: then only this provider re-renders and the story keeps its state.
 */
function StoryThemeProvider({ theme, children }: { theme: DefaultTheme; children: ReactNode }) {
  const forced = useForcedTheme()
  return <ThemeProvider theme={forced ? themes[forced] : theme}>{children}</ThemeProvider>
}

const preview = {
  decorators: [
    // Keyed by story, so no cached answer leaks from one story into the next.
    (Story, { id }) => (
      <FreshQueryClient key={id}>
        <Story />
      </FreshQueryClient>
    ),
    // Links in ui stories report where they would go instead of leaving the iframe. Screen
    // stories render the app's own router, whose RouterProvider takes over inside them.
    (Story) => (
      <RouterProvider navigate={(path) => navigate(path)}>
        <Story />
      </RouterProvider>
    ),
    withThemeFromJSXProvider({
      themes,
      defaultTheme: 'light',
      Provider: StoryThemeProvider,
      GlobalStyles: GlobalStyle,
    }),
  ],
  async beforeEach({ canvasElement }) {
    storyCanvas.current = canvasElement
    // Each story starts as on a page just opened, whatever the stories before it in this page
    // did: react-aria keeps the last input's modality page-wide, and after a story's clicks
    // ('pointer') the next story's autofocus would show no focus ring. On a fresh page it has
    // none yet, which react-aria reads as 'keyboard' does (only 'pointer' hides the ring).
    setInteractionModality('keyboard')
    await waitForTurn()
  },
  loaders: [
    mswLoader(async () => {
      // MSW asks the browser to look again for a newer mock worker and drops the promise
      // (msw's get-worker-instance.ts). When the browser is replacing that registration at the
      // time, the promise rejects ('Failed to update a ServiceWorker … Not found') as an
      // unhandled error of whichever story is playing: the static check failed a story on it
      // once. The file never changes while Storybook is open, so a failed look changes nothing.
      const update = ServiceWorkerRegistration.prototype.update
      ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
        return update.call(this).catch(() => undefined)
      }
      const worker = setupWorker()
      await worker.start({
        quiet: true,
        // Every API call a story makes must be mocked on purpose; anything else is Storybook's.
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error()
        },
      })
      return worker
    }),
  ],
  parameters: {
    // Storybook opens on the first entry: the Introduction, then the tokens, the screens a
    // customer sees, and the design system they are built from.
    options: {
      storySort: { order: ['Docs', ['Introduction', 'Colors', 'Typography'], 'Screens', 'UI'] },
    },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Accessibility violations fail the story's test.
      test: 'error',
      // react-aria's live announcer keeps a spoken 'aria-labelledby' for seconds after the
      // element it names is gone (a pending button that became a new screen); it is hidden and
      // not ours to label.
      context: { exclude: ['[data-live-announcer]'] },
    },
    // Every story is screenshot-compared in light and dark (tests/visual/screenshotStory.ts).
    // `visual: false` opts a story out; say why beside it.
    visual: true,
  },
  tags: ['autodocs'],
} satisfies Preview

export default preview
